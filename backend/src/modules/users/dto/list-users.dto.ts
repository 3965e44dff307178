import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';
import { emptyToUndefined, PageQueryDto } from '../../../common/pagination/page-query.dto';
import { oneOf, Rule, textProblem } from '../../../common/validation/rule.decorator';
import { ROLES, Role } from '../entities/user.entity';
import type { StaffUsersQuery } from '@valuation/contracts';

/** GET /api/staff/users: search and role filter on the one paging query. */
export class ListUsersQueryDto extends PageQueryDto implements StaffUsersQuery {
  @ApiPropertyOptional({ description: 'Part of the email, first or last name', maxLength: 254 })
  @IsOptional()
  @Transform(emptyToUndefined)
  @Rule('search', (v) => textProblem(v, 'Search', 254))
  search?: string;

  @ApiPropertyOptional({ enum: ROLES })
  @IsOptional()
  @Transform(emptyToUndefined)
  @Rule('role', oneOf('Role', ROLES))
  role?: Role;
}
