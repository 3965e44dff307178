import { ApiProperty } from '@nestjs/swagger';
import { Rule, textProblem } from '../../../common/validation/rule.decorator';
import { ACCOUNT_LIMITS, type ChangePasswordRequest, passwordProblem } from '@valuation/contracts';

export class ChangePasswordDto implements ChangePasswordRequest {
  @ApiProperty({ maxLength: ACCOUNT_LIMITS.passwordMax })
  @Rule('currentPassword', (v) => textProblem(v, 'Current password', ACCOUNT_LIMITS.passwordMax))
  currentPassword: string;

  @ApiProperty({ example: 'N3w!password', minLength: 8, maxLength: 128 })
  @Rule('newPassword', passwordProblem)
  newPassword: string;
}
