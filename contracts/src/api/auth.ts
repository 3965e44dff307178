import type { User } from './users';

export interface LoginRequest {
  email: string;
  password: string;
}

export interface RegisterRequest {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** Optional; when sent it must equal `password`. */
  confirmPassword?: string;
}

/** Sign-in, registration, refresh and passkey sign-in answer this (plus the refresh cookie). */
export interface AuthResponse {
  token: string;
  user: User;
}

export interface ValidateResponse {
  success: boolean;
  user?: User;
}

export interface ResetPasswordRequest {
  email: string;
}

/** Whether a reset link still works, asked when its page opens (the token is not used up). */
export interface CheckResetPasswordRequest {
  token: string;
}

export interface ConfirmResetPasswordRequest {
  token: string;
  password: string;
}

export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}

/** The claims of the access token (HS256 JWT): user id, session id, role. */
export interface AccessTokenClaims {
  sub: string;
  sid: string;
  role: User['role'];
}
