import { ApiProperty } from '@nestjs/swagger';
import { LIMITS } from '../../../common/validation/account-rules';
import { Rule, textProblem } from '../../../common/validation/rule.decorator';

export class DeleteAccountDto {
  @ApiProperty({ description: 'The current password, to confirm', maxLength: LIMITS.passwordMax })
  @Rule('password', (v) => textProblem(v, 'Password', LIMITS.passwordMax))
  password: string;
}
