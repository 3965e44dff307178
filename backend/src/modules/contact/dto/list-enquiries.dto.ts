import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';
import { emptyToUndefined, PageQueryDto } from '../../../common/pagination/page-query.dto';
import { oneOf, Rule, textProblem } from '../../../common/validation/rule.decorator';
import { ENQUIRY_STATUSES, EnquiryStatus } from '../entities/enquiry.entity';
import type { EnquiriesQuery } from '@valuation/contracts';

export const statusProblem = oneOf('Status', ENQUIRY_STATUSES);

/** GET /api/staff/enquiries: search and status filter on the one paging query. */
export class ListEnquiriesQueryDto extends PageQueryDto implements EnquiriesQuery {
  @ApiPropertyOptional({ description: 'Part of the name, email or subject', maxLength: 200 })
  @IsOptional()
  @Transform(emptyToUndefined)
  @Rule('search', (v) => textProblem(v, 'Search', 200))
  search?: string;

  @ApiPropertyOptional({ enum: ENQUIRY_STATUSES })
  @IsOptional()
  @Transform(emptyToUndefined)
  @Rule('status', statusProblem)
  status?: EnquiryStatus;
}
