import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { ContactService, ENQUIRY_NOT_FOUND } from './contact.service';
import { EnquiryDto, EnquiryListDto, EnquiryResponseDto } from './dto/enquiry.dto';
import { ListEnquiriesQueryDto } from './dto/list-enquiries.dto';
import { UpdateEnquiryDto } from './dto/update-enquiry.dto';
import { StaffOnly } from '../auth';

@ApiTags('staff: enquiries')
@Controller('staff/enquiries')
@StaffOnly()
export class StaffEnquiriesController {
  constructor(private readonly contact: ContactService) {}

  @Get()
  @ApiOperation({ summary: 'List contact-form enquiries, newest first (expert, admin)' })
  @ApiOkResponse({ type: EnquiryListDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  list(@Query() query: ListEnquiriesQueryDto): Promise<EnquiryListDto> {
    return this.contact.list(query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One enquiry (expert, admin)' })
  @ApiOkResponse({ type: EnquiryResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: '"Enquiry not found"' })
  async get(
    @Param('id', new ParseIdPipe(ENQUIRY_NOT_FOUND)) id: string,
  ): Promise<EnquiryResponseDto> {
    return { enquiry: EnquiryDto.from(await this.contact.getOrFail(id)) };
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Mark an enquiry handled or new (expert, admin)' })
  @ApiOkResponse({ type: EnquiryResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: '"Enquiry not found"' })
  async update(
    @Param('id', new ParseIdPipe(ENQUIRY_NOT_FOUND)) id: string,
    @Body() dto: UpdateEnquiryDto,
  ): Promise<EnquiryResponseDto> {
    return { enquiry: EnquiryDto.from(await this.contact.setStatus(id, dto.status)) };
  }
}
