import { ApiProperty } from '@nestjs/swagger';
import { Rule } from '../../../common/validation/rule.decorator';
import { ENQUIRY_STATUSES, EnquiryStatus } from '../entities/enquiry.entity';
import { statusProblem } from './list-enquiries.dto';
import type { UpdateEnquiryRequest } from '@valuation/contracts';

export class UpdateEnquiryDto implements UpdateEnquiryRequest {
  @ApiProperty({ enum: ENQUIRY_STATUSES })
  @Rule('status', statusProblem)
  status: EnquiryStatus;
}
