import { Role } from '../users/entities/user.entity';

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
