import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Rule } from '../../../common/validation/rule.decorator';
import {
  AUTH_ERRORS,
  type CheckResetPasswordRequest,
  type ConfirmResetPasswordRequest,
  emailProblem,
  normaliseEmail,
  passwordProblem,
  type ResetPasswordRequest,
} from '@valuation/contracts';

export class ResetPasswordDto implements ResetPasswordRequest {
  @ApiProperty({ example: 'jane@example.com' })
  @Transform(({ value }) => normaliseEmail(value))
  @Rule('email', emailProblem)
  email: string;
}

const resetToken = (v: unknown) =>
  typeof v === 'string' && v.length > 0 && v.length <= 200 ? null : AUTH_ERRORS.resetInvalid;

export class CheckResetPasswordDto implements CheckResetPasswordRequest {
  @ApiProperty({ description: 'The token from the reset link' })
  @Rule('token', resetToken)
  token: string;
}

export class ConfirmResetPasswordDto implements ConfirmResetPasswordRequest {
  @ApiProperty({ description: 'The token from the reset link' })
  @Rule('token', resetToken)
  token: string;

  @ApiProperty({ example: 'N3w!password', minLength: 8, maxLength: 128 })
  @Rule('password', passwordProblem)
  password: string;
}
