import { Body, Controller, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { ContactService } from './contact.service';
import { CreateEnquiryDto } from './dto/create-enquiry.dto';
import { EnquiryCreatedDto } from './dto/enquiry.dto';

@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  @ApiOperation({
    summary:
      'Send a message to the team (public): stored for staff, mailed to the team with Reply-To the sender, acknowledged to the sender',
  })
  @ApiCreatedResponse({ type: EnquiryCreatedDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'Validation, one detail per field',
  })
  @ApiPayloadTooLargeResponse({ type: ErrorResponseDto })
  @ApiTooManyRequestsResponse({
    type: ErrorResponseDto,
    description: '"Too many messages sent. Please try again later." with Retry-After',
  })
  async send(
    @Body() dto: CreateEnquiryDto,
    @Req() req: FastifyRequest,
  ): Promise<EnquiryCreatedDto> {
    const enquiry = await this.contact.submit(dto, req.ip ?? 'unknown');
    return { success: true, id: enquiry.id };
  }
}
