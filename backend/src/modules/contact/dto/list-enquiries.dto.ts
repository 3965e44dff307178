import { PageQueryDto, QueryFilter } from '../../../common/pagination/page-query.dto';
import { oneOf, textProblem } from '../../../common/validation/rule.decorator';
import { ENQUIRY_STATUSES, EnquiryStatus } from '../entities/enquiry.entity';
import type { EnquiriesQuery } from '@valuation/contracts';

export const statusProblem = oneOf('Status', ENQUIRY_STATUSES);

/** GET /api/staff/enquiries: search and status filter on the one paging query. */
export class ListEnquiriesQueryDto extends PageQueryDto implements EnquiriesQuery {
  @QueryFilter('search', (v) => textProblem(v, 'Search', 200), {
    description: 'Part of the name, email or subject',
    maxLength: 200,
  })
  search?: string;

  @QueryFilter('status', statusProblem, { enum: ENQUIRY_STATUSES })
  status?: EnquiryStatus;
}
