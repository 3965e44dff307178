import { ApiProperty } from '@nestjs/swagger';
import { LIMITS, passwordProblem } from '../../../common/validation/account-rules';
import { Rule, textProblem } from '../../../common/validation/rule.decorator';

export class ChangePasswordDto {
  @ApiProperty({ maxLength: LIMITS.passwordMax })
  @Rule('currentPassword', (v) => textProblem(v, 'Current password', LIMITS.passwordMax))
  currentPassword: string;

  @ApiProperty({ example: 'N3w!password', minLength: 8, maxLength: 128 })
  @Rule('newPassword', passwordProblem)
  newPassword: string;
}
