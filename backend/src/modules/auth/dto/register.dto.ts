import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';
import {
  emailProblem,
  LIMITS,
  MESSAGES,
  nameProblem,
  normaliseEmail,
  passwordProblem,
} from '../../../common/validation/account-rules';
import { Rule } from '../../../common/validation/rule.decorator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class RegisterDto {
  @ApiProperty({ example: 'jane@example.com', maxLength: LIMITS.emailMax })
  @Transform(({ value }) => normaliseEmail(value))
  @Rule('email', emailProblem)
  email: string;

  @ApiProperty({
    example: 'Str0ng!pass',
    minLength: LIMITS.passwordMin,
    maxLength: LIMITS.passwordMax,
    description:
      'At least one uppercase letter, one lowercase letter, one number and one special character',
  })
  @Rule('password', passwordProblem)
  password: string;

  @ApiPropertyOptional({ description: 'If sent, must equal password' })
  @IsOptional()
  @Rule('confirmPassword', (value, obj) =>
    value === (obj as RegisterDto).password ? null : MESSAGES.passwordsDontMatch,
  )
  confirmPassword?: string;

  @ApiProperty({ example: 'Jane', minLength: LIMITS.nameMin, maxLength: LIMITS.nameMax })
  @Transform(trim)
  @Rule('firstName', (v) => nameProblem(v, 'firstName'))
  firstName: string;

  @ApiProperty({ example: 'Doe', minLength: LIMITS.nameMin, maxLength: LIMITS.nameMax })
  @Transform(trim)
  @Rule('lastName', (v) => nameProblem(v, 'lastName'))
  lastName: string;
}
