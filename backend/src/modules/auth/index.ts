// The auth module's public door: what other modules may import from it. Everything else in
// modules/auth is its own (eslint's import-x/no-restricted-paths fails a deep import).
export { AuthModule } from './auth.module';
export type {
  AccessTokenPayload,
  AuthenticatedUser,
  IssuedSession,
  RequestContext,
} from './auth.types';
export {
  AdminOnly,
  Authenticated,
  CustomerOnly,
  StaffOnly,
} from './decorators/authenticated.decorator';
export { CurrentUser } from './decorators/current-user.decorator';
export { AuthResponseDto } from './dto/auth-response.dto';
export { JwtAuthGuard } from './guards/jwt-auth.guard';
export { PasswordService } from './password.service';
export { requestContext } from './request-context';
export { answerSessionCheckDirectly } from './session-check.route';
export { SessionCookieService } from './session-cookie.service';
export { SessionEndService } from './session-end/session-end.service';
export { SessionEnded } from './session-end/session.events';
export { SessionsService } from './sessions.service';
