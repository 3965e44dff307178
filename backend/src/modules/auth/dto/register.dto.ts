import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';
import { Rule } from '../../../common/validation/rule.decorator';
import {
  ACCOUNT_LIMITS,
  emailProblem,
  FIELD_MESSAGES,
  nameProblem,
  normaliseEmail,
  passwordProblem,
  type RegisterRequest,
} from '@valuation/contracts';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class RegisterDto implements RegisterRequest {
  @ApiProperty({ example: 'jane@example.com', maxLength: ACCOUNT_LIMITS.emailMax })
  @Transform(({ value }) => normaliseEmail(value))
  @Rule('email', emailProblem)
  email: string;

  @ApiProperty({
    example: 'Str0ng!pass',
    minLength: ACCOUNT_LIMITS.passwordMin,
    maxLength: ACCOUNT_LIMITS.passwordMax,
    description:
      'At least one uppercase letter, one lowercase letter, one number and one special character',
  })
  @Rule('password', passwordProblem)
  password: string;

  @ApiPropertyOptional({ description: 'If sent, must equal password' })
  @IsOptional()
  @Rule('confirmPassword', (value, obj) =>
    value === (obj as RegisterDto).password ? null : FIELD_MESSAGES.passwordsDontMatch,
  )
  confirmPassword?: string;

  @ApiProperty({
    example: 'Jane',
    minLength: ACCOUNT_LIMITS.nameMin,
    maxLength: ACCOUNT_LIMITS.nameMax,
  })
  @Transform(trim)
  @Rule('firstName', (v) => nameProblem(v, 'firstName'))
  firstName: string;

  @ApiProperty({
    example: 'Doe',
    minLength: ACCOUNT_LIMITS.nameMin,
    maxLength: ACCOUNT_LIMITS.nameMax,
  })
  @Transform(trim)
  @Rule('lastName', (v) => nameProblem(v, 'lastName'))
  lastName: string;
}
