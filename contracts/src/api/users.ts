export const ROLES = ['customer', 'expert', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Experts and admins: the roles that reach `/api/staff/…` and the staff console. */
export const STAFF_ROLES: readonly Role[] = ['expert', 'admin'];

export function isStaffRole(role: unknown): role is Role {
  return role === 'expert' || role === 'admin';
}

/**
 * The user JSON every auth answer carries. `createdAt` is ISO 8601. The names may be missing or
 * empty (an account made before they were asked for, an answer from an older server): every reader
 * falls back ("Valued Customer", "User"), never assumes them.
 */
export interface User {
  id: string;
  email: string;
  firstName?: string;
  lastName?: string;
  role: Role;
  createdAt: string;
}

/** What staff see about an account: the user plus whether it is disabled. */
export interface StaffUser extends User {
  disabled: boolean;
}

export interface StaffUserResponse {
  user: StaffUser;
}

export interface StaffUsersQuery {
  search?: string;
  role?: Role;
  page?: number;
  pageSize?: number;
}

export interface SetRoleRequest {
  role: Role;
}
