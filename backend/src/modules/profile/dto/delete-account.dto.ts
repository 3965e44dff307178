import { ApiProperty } from '@nestjs/swagger';
import { Rule, textProblem } from '../../../common/validation/rule.decorator';
import { ACCOUNT_LIMITS } from '@valuation/contracts';

export class DeleteAccountDto {
  @ApiProperty({
    description: 'The current password, to confirm',
    maxLength: ACCOUNT_LIMITS.passwordMax,
  })
  @Rule('password', (v) => textProblem(v, 'Password', ACCOUNT_LIMITS.passwordMax))
  password: string;
}
