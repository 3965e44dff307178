import { Role, User, type UserDto } from '../users';

export interface AccessTokenPayload {
  sub: string;
  sid: string;
  role: Role;
}

/** What the JWT strategy puts on request.user: the fresh account row plus the session id. */
export interface AuthenticatedUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  createdAt: Date;
  disabledAt: Date | null;
  sessionId: string;
}

export interface RequestContext {
  ip: string;
  userAgent: string | null;
}

/** The account fields a session needs: the claims of the access token and the user JSON. */
export type SessionUser = Pick<
  User,
  'id' | 'email' | 'firstName' | 'lastName' | 'role' | 'createdAt'
>;

/** A session just opened or refreshed: the access token, the refresh cookie's value, the user. */
export interface IssuedSession {
  token: string;
  refreshToken: string;
  user: UserDto;
}
