import { useCallback, useEffect } from 'react';
import { ScrollRestoration, useLocation, useMatches } from 'react-router-dom';
import { AppLayout, Navbar, ToastStack } from '@valuation/design-system';
import { selectCurrentUser, selectSignedOutByUser, signOutFinished } from '../lib/authSlice';
import { documentTitle } from '../lib/brand';
import { useAppDispatch, useAppSelector } from '../lib/hooks';
import { selectToasts, toastDismissed } from '../lib/toastSlice';
import { useSignOut } from '../features/auth/useSignOut';
import { PageTransition } from './PageTransition';

export interface RouteHandle {
  title?: string;
}

/** Sets document.title from the deepest matched route's `handle.title`. */
function useDocumentTitle() {
  const matches = useMatches();
  const title = [...matches]
    .reverse()
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .find(Boolean);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}

/** The app shell: navbar, the routed page (animated), toasts. */
export function RootLayout() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const toasts = useAppSelector(selectToasts);
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const dismiss = useCallback((id: string) => dispatch(toastDismissed(id)), [dispatch]);
  useDocumentTitle();

  // After Sign Out has landed on /, protected pages ask for a sign-in again (guards.tsx).
  const signedOutByUser = useAppSelector(selectSignedOutByUser);
  useEffect(() => {
    if (signedOutByUser && pathname === '/') dispatch(signOutFinished());
  }, [dispatch, signedOutByUser, pathname]);

  return (
    <>
      <AppLayout
        navbar={
          <Navbar
            user={user}
            onSignOut={() => {
              void signOut();
            }}
            currentPath={pathname}
          />
        }
      >
        <PageTransition />
      </AppLayout>
      <ToastStack toasts={toasts} onDismiss={dismiss} />
      <ScrollRestoration />
    </>
  );
}
