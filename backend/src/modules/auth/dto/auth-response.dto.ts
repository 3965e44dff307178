import { ApiProperty } from '@nestjs/swagger';
import type { AuthResponse, ValidateResponse } from '@valuation/contracts';
import { UserDto } from '../../users';

export class AuthResponseDto implements AuthResponse {
  @ApiProperty({
    description: 'Access token (HS256 JWT, 15 minutes) for the Authorization: Bearer header',
  })
  token: string;

  @ApiProperty({ type: UserDto })
  user: UserDto;
}

export class ValidateResponseDto implements ValidateResponse {
  @ApiProperty({ example: true })
  success: boolean;

  @ApiProperty({ type: UserDto })
  user: UserDto;
}
