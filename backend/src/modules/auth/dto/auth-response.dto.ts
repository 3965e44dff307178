import { ApiProperty } from '@nestjs/swagger';
import { UserDto } from '../../users/dto/user.dto';

export class AuthResponseDto {
  @ApiProperty({
    description: 'Access token (HS256 JWT, 15 minutes) for the Authorization: Bearer header',
  })
  token: string;

  @ApiProperty({ type: UserDto })
  user: UserDto;
}

export class ValidateResponseDto {
  @ApiProperty({ example: true })
  success: boolean;

  @ApiProperty({ type: UserDto })
  user: UserDto;
}
