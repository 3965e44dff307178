// The users module's public door: what other modules may import from it. Everything else in
// modules/users is its own (eslint's import-x/no-restricted-paths fails a deep import).
export { EndAccountSessions } from './account.commands';
export { ListUsersQueryDto } from './dto/list-users.dto';
export { StaffUserDto, StaffUserPageDto, StaffUserResponseDto, UserDto } from './dto/user.dto';
export { ROLES, User } from './entities/user.entity';
export type { NotificationPreferences, Role } from './entities/user.entity';
export { UsersModule } from './users.module';
export { USER_NOT_FOUND, UsersService } from './users.service';
export type { ProfileChanges } from './users.service';
