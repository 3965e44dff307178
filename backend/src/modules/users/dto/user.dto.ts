import { ApiProperty } from '@nestjs/swagger';
import type { StaffUser, StaffUserResponse, User as UserJSON } from '@valuation/contracts';
import { ROLES, Role, User } from '../entities/user.entity';
import { PagedResponse } from '../../../common/pagination/paged-response.dto';

export class UserDto implements UserJSON {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'jane@example.com' })
  email: string;

  @ApiProperty({ example: 'Jane' })
  firstName: string;

  @ApiProperty({ example: 'Doe' })
  lastName: string;

  @ApiProperty({ enum: ROLES })
  role: Role;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  static from(
    user: Pick<User, 'id' | 'email' | 'firstName' | 'lastName' | 'role' | 'createdAt'>,
  ): UserDto {
    return {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role,
      createdAt: new Date(user.createdAt).toISOString(),
    };
  }
}

/** What staff see about an account: the user plus whether it is disabled. */
export class StaffUserDto extends UserDto implements StaffUser {
  @ApiProperty({ description: 'True when the account has been disabled by staff' })
  disabled: boolean;

  static fromUser(user: User): StaffUserDto {
    return { ...UserDto.from(user), disabled: user.disabledAt !== null };
  }
}

export class StaffUserResponseDto implements StaffUserResponse {
  @ApiProperty({ type: StaffUserDto })
  user: StaffUserDto;
}

/** GET /api/staff/users: one page of accounts, newest first. */
export class StaffUserPageDto extends PagedResponse(StaffUserDto) {}
