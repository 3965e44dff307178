import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Rule } from '../../../common/validation/rule.decorator';
import {
  emailProblem,
  loginPasswordProblem,
  type LoginRequest,
  normaliseEmail,
} from '@valuation/contracts';

export class LoginDto implements LoginRequest {
  @ApiProperty({ example: 'jane@example.com' })
  @Transform(({ value }) => normaliseEmail(value))
  @Rule('email', emailProblem)
  email: string;

  @ApiProperty({ example: 'Str0ng!pass', minLength: 8, maxLength: 128 })
  @Rule('password', loginPasswordProblem)
  password: string;
}
