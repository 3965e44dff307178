import { ApiProperty } from '@nestjs/swagger';
import { Rule } from '../../../common/validation/rule.decorator';
import { ROLES, Role } from '../entities/user.entity';
import type { SetRoleRequest } from '@valuation/contracts';

export class SetRoleDto implements SetRoleRequest {
  @ApiProperty({ enum: ROLES })
  @Rule('role', (v) =>
    (ROLES as readonly unknown[]).includes(v) ? null : `Role must be one of ${ROLES.join(', ')}`,
  )
  role: Role;
}
