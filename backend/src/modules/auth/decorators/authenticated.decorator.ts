import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { AUTH_ERRORS } from '@valuation/contracts';
import { ErrorResponseDto } from '../../../common/dto/error-response.dto';
import { Role } from '../../users';
import { JwtAuthGuard } from '../guards/jwt-auth.guard';
import { RolesGuard } from '../guards/roles.guard';
import { Roles } from './roles.decorator';

const WHO: Readonly<Record<string, string>> = {
  admin: 'admins only',
  'expert,admin': 'staff only',
  customer: 'customers only',
};

/**
 * The one guard-and-roles stack of a controller or a route: the access-token guard, Swagger's
 * bearer scheme and 401 answer, and with `roles` the role guard and its 403 answer
 * (`forbidden` describes a 403 that also comes from the route's own rules). Roles are read from
 * the database on each request (RolesGuard), never from the token.
 */
export function Authenticated(roles: readonly Role[] = [], forbidden?: string) {
  const decorators = [
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'Not signed in' }),
  ];
  if (roles.length === 0) return applyDecorators(UseGuards(JwtAuthGuard), ...decorators);
  return applyDecorators(
    UseGuards(JwtAuthGuard, RolesGuard),
    Roles(...roles),
    ...decorators,
    ApiForbiddenResponse({
      type: ErrorResponseDto,
      description:
        forbidden ?? `"${AUTH_ERRORS.forbidden}" (${WHO[roles.join(',')] ?? roles.join(', ')})`,
    }),
  );
}

/** Experts and admins (the staff console). */
export const StaffOnly = (forbidden?: string) => Authenticated(['expert', 'admin'], forbidden);

/** Admins only (account management). */
export const AdminOnly = () => Authenticated(['admin']);

/** Customers only (their own chat). */
export const CustomerOnly = () => Authenticated(['customer']);
