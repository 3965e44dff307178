import { ApiProperty } from '@nestjs/swagger';
import { oneOf, Rule } from '../../../common/validation/rule.decorator';
import { Role, ROLES } from '../../users';
import type { SetRoleRequest } from '@valuation/contracts';

export class SetRoleDto implements SetRoleRequest {
  @ApiProperty({ enum: ROLES })
  @Rule('role', oneOf('Role', ROLES))
  role: Role;
}
