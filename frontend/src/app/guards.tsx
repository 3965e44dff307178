import type { ReactElement } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { isStaffRole, ROUTES, type User } from '@valuation/contracts';
import { FullScreenLoader } from '@valuation/design-system';
import { selectCurrentUser, selectSessionLoading, selectSignedOutByUser } from '../lib/session';
import { useAppSelector } from '../lib/hooks';
import { redirectTargetFrom } from '../lib/navigation';

/**
 * Signed-in only (docs/product.md §2): "Loading..." while the session check runs; with no user,
 * to /login, replacing history and remembering where the visitor was going.
 */
export function RequireAuth() {
  const gate = useSignedInGate();
  return 'stop' in gate ? gate.stop : <Outlet />;
}

/**
 * The part every signed-in guard shares: while the session check runs, "Loading..."; Sign Out
 * leads to / (docs/product.md §4); an expired session leads to /login, remembering the page.
 * Otherwise the signed-in user, for the guard's own rule.
 */
function useSignedInGate(): { stop: ReactElement } | { user: User } {
  const user = useAppSelector(selectCurrentUser);
  const loading = useAppSelector(selectSessionLoading);
  const signedOutByUser = useAppSelector(selectSignedOutByUser);
  const location = useLocation();
  if (loading) return { stop: <FullScreenLoader /> };
  if (!user && signedOutByUser) return { stop: <Navigate to={ROUTES.home} replace /> };
  if (!user) return { stop: <Navigate to={ROUTES.login} replace state={{ from: location }} /> };
  return { user };
}

/** /login and /register: a signed-in user goes on to where they were going (else /dashboard). */
export function GuestOnly() {
  const user = useAppSelector(selectCurrentUser);
  const loading = useAppSelector(selectSessionLoading);
  const location = useLocation();
  if (loading) return <FullScreenLoader />;
  if (user) return <Navigate to={redirectTargetFrom(location.state)} replace />;
  return <Outlet />;
}

/**
 * The staff console (docs/product.md §2.21): experts and admins. A customer is sent to /dashboard;
 * a signed-out visitor to /login, remembering where they were going.
 */
export function StaffRoute() {
  const gate = useSignedInGate();
  if ('stop' in gate) return gate.stop;
  if (!isStaffRole(gate.user.role)) return <Navigate to={ROUTES.dashboard} replace />;
  return <Outlet />;
}

/**
 * A customer's own page (My Collection): signed-in customers; staff, whose valuations are not
 * theirs to insure, go to their console; a signed-out visitor to /login, remembering the page.
 */
export function CustomerRoute() {
  const gate = useSignedInGate();
  if ('stop' in gate) return gate.stop;
  if (isStaffRole(gate.user.role)) return <Navigate to={ROUTES.staff} replace />;
  return <Outlet />;
}
