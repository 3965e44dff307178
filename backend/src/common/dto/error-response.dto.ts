import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class FieldErrorDto {
  @ApiProperty({ example: 'email' })
  field: string;

  @ApiProperty({ example: 'Invalid email address' })
  message: string;
}

/** The shape of every error answer. */
export class ErrorResponseDto {
  @ApiProperty({ example: 'Invalid email address', description: 'A sentence to show as it is' })
  error: string;

  @ApiProperty({ example: 400 })
  statusCode: number;

  @ApiPropertyOptional({ type: [FieldErrorDto] })
  details?: FieldErrorDto[];
}

export class SuccessDto {
  @ApiProperty({ example: true })
  success: boolean;
}
