import { PageQueryDto, QueryFilter } from '../../../common/pagination/page-query.dto';
import { oneOf, textProblem } from '../../../common/validation/rule.decorator';
import { ROLES, Role } from '../entities/user.entity';
import type { StaffUsersQuery } from '@valuation/contracts';

/** GET /api/staff/users: search and role filter on the one paging query. */
export class ListUsersQueryDto extends PageQueryDto implements StaffUsersQuery {
  @QueryFilter('search', (v) => textProblem(v, 'Search', 254), {
    description: 'Part of the email, first or last name',
    maxLength: 254,
  })
  search?: string;

  @QueryFilter('role', oneOf('Role', ROLES), { enum: ROLES })
  role?: Role;
}
