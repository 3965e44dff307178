import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { AdminOnly, AuthenticatedUser, CurrentUser } from '../auth';
import {
  ListUsersQueryDto,
  StaffUserDto,
  StaffUserPageDto,
  StaffUserResponseDto,
  USER_NOT_FOUND,
  UsersService,
} from '../users';
import { SetRoleDto } from './dto/set-role.dto';

const UserId = () => Param('id', new ParseIdPipe(USER_NOT_FOUND));

@ApiTags('staff: users')
@Controller('staff/users')
@AdminOnly()
export class StaffUsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ApiOperation({ summary: 'List and search accounts (admin)' })
  @ApiOkResponse({ type: StaffUserPageDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  list(@Query() query: ListUsersQueryDto): Promise<StaffUserPageDto> {
    return this.users.list(query);
  }

  @Patch(':id/role')
  @ApiOperation({ summary: 'Set the role of an account (admin)' })
  @ApiOkResponse({ type: StaffUserResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: '"User not found"' })
  async setRole(
    @UserId() id: string,
    @Body() dto: SetRoleDto,
    @CurrentUser() actor: AuthenticatedUser,
  ): Promise<StaffUserResponseDto> {
    return { user: StaffUserDto.fromUser(await this.users.setRole(id, dto.role, actor.id)) };
  }

  @Post(':id/disable')
  @HttpCode(200)
  @ApiOperation({ summary: 'Disable an account and end its sessions at once (admin)' })
  @ApiOkResponse({ type: StaffUserResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: '"User not found"' })
  async disable(
    @UserId() id: string,
    @CurrentUser() actor: AuthenticatedUser,
  ): Promise<StaffUserResponseDto> {
    return { user: StaffUserDto.fromUser(await this.users.setDisabled(id, true, actor.id)) };
  }

  @Post(':id/enable')
  @HttpCode(200)
  @ApiOperation({ summary: 'Enable a disabled account (admin)' })
  @ApiOkResponse({ type: StaffUserResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: '"User not found"' })
  async enable(
    @UserId() id: string,
    @CurrentUser() actor: AuthenticatedUser,
  ): Promise<StaffUserResponseDto> {
    return { user: StaffUserDto.fromUser(await this.users.setDisabled(id, false, actor.id)) };
  }
}
