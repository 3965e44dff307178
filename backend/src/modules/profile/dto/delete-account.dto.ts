import { ApiProperty } from '@nestjs/swagger';
import { Rule, textProblem } from '../../../common/validation/rule.decorator';
import { ACCOUNT_LIMITS, type DeleteAccountRequest } from '@valuation/contracts';

export class DeleteAccountDto implements DeleteAccountRequest {
  @ApiProperty({
    description: 'The current password, to confirm',
    maxLength: ACCOUNT_LIMITS.passwordMax,
  })
  @Rule('password', (v) => textProblem(v, 'Password', ACCOUNT_LIMITS.passwordMax))
  password: string;
}
