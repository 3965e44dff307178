import { Body, Controller, Get, Param, Patch, Query, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { Roles } from '../auth/decorators/roles.decorator';
import { JwtAuthGuard } from '../auth/guards/jwt-auth.guard';
import { RolesGuard } from '../auth/guards/roles.guard';
import { ContactService } from './contact.service';
import { EnquiryDto, EnquiryListDto, EnquiryResponseDto } from './dto/enquiry.dto';
import { ListEnquiriesQueryDto } from './dto/list-enquiries.dto';
import { UpdateEnquiryDto } from './dto/update-enquiry.dto';

@ApiTags('staff: enquiries')
@ApiBearerAuth()
@Controller('staff/enquiries')
@UseGuards(JwtAuthGuard, RolesGuard)
@Roles('expert', 'admin')
@ApiUnauthorizedResponse({ type: ErrorResponseDto })
@ApiForbiddenResponse({
  type: ErrorResponseDto,
  description: '"You do not have permission to do this." (not staff)',
})
export class StaffEnquiriesController {
  constructor(private readonly contact: ContactService) {}

  @Get()
  @ApiOperation({ summary: 'List contact-form enquiries, newest first (expert, admin)' })
  @ApiOkResponse({ type: EnquiryListDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async list(@Query() query: ListEnquiriesQueryDto): Promise<EnquiryListDto> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const { items, total } = await this.contact.list({
      search: query.search,
      status: query.status,
      page,
      pageSize,
    });
    return { items: items.map((e) => EnquiryDto.from(e)), total, page, pageSize };
  }

  @Get(':id')
  @ApiOperation({ summary: 'One enquiry (expert, admin)' })
  @ApiOkResponse({ type: EnquiryResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: '"Enquiry not found"' })
  async get(@Param('id') id: string): Promise<EnquiryResponseDto> {
    return { enquiry: EnquiryDto.from(await this.contact.getOrFail(id)) };
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Mark an enquiry handled or new (expert, admin)' })
  @ApiOkResponse({ type: EnquiryResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: '"Enquiry not found"' })
  async update(
    @Param('id') id: string,
    @Body() dto: UpdateEnquiryDto,
  ): Promise<EnquiryResponseDto> {
    return { enquiry: EnquiryDto.from(await this.contact.setStatus(id, dto.status)) };
  }
}
