import { ApiProperty } from '@nestjs/swagger';
import type {
  CreateEnquiryResponse,
  Enquiry as EnquiryContract,
  EnquiryResponse,
} from '@valuation/contracts';
import { Enquiry, ENQUIRY_STATUSES, EnquiryStatus } from '../entities/enquiry.entity';
import { PagedResponse } from '../../../common/pagination/paged-response.dto';

/** An enquiry as staff (and the sender's data export) see it. */
export class EnquiryDto implements EnquiryContract {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Jane Doe' })
  name: string;

  @ApiProperty({ example: 'jane@example.com' })
  email: string;

  @ApiProperty({ example: 'Home Visit Valuation Service Enquiry' })
  subject: string;

  @ApiProperty({ example: 'I would like a valuation of a sapphire ring for insurance.' })
  message: string;

  @ApiProperty({ enum: ENQUIRY_STATUSES })
  status: EnquiryStatus;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  handledAt: string | null;

  static from(enquiry: Enquiry): EnquiryDto {
    return {
      id: enquiry.id,
      name: enquiry.name,
      email: enquiry.email,
      subject: enquiry.subject,
      message: enquiry.message,
      status: enquiry.status,
      createdAt: new Date(enquiry.createdAt).toISOString(),
      handledAt: enquiry.handledAt ? new Date(enquiry.handledAt).toISOString() : null,
    };
  }
}

/** The plain JSON of an enquiry (for other modules, such as the profile export). */
export type EnquiryJSON = EnquiryDto;

export class EnquiryResponseDto implements EnquiryResponse {
  @ApiProperty({ type: EnquiryDto })
  enquiry: EnquiryDto;
}

export class EnquiryListDto extends PagedResponse(EnquiryDto) {}

export class EnquiryCreatedDto implements CreateEnquiryResponse {
  @ApiProperty({ example: true })
  success: boolean;

  @ApiProperty({ format: 'uuid' })
  id: string;
}
