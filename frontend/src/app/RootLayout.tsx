import { lazy, Suspense, useCallback, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { isStaffRole, ROUTES } from '@valuation/contracts';
import { AppLayout, Footer, Navbar, ToastStack } from '@valuation/design-system';
import { takeFlash } from '../lib/flash';
import { useAppDispatch, useAppSelector } from '../lib/hooks';
import { PwaPrompts, useStandalone } from '../lib/pwa';
import { selectCurrentUser, selectSignedOutByUser, signOutFinished } from '../lib/session';
import { selectToasts, toastAdded, toastDismissed } from '../lib/toastSlice';
import { NotificationBellContainer } from '../features/notifications/NotificationBellContainer';
import { useLiveNotifications } from '../features/notifications/useLiveNotifications';
import { useSignOut } from '../features/session';
import { AppErrorBoundary } from './AppErrorBoundary';
import { PageTransition } from './PageTransition';
import { useScrollRestoration } from './useScrollRestoration';

// Static: a constant element lets React skip the footer when the shell re-renders.
const footer = <Footer />;

// The installed app's tab bar (and its drawer): its code loads only where it shows (ADR 018).
const BottomTabBar = lazy(async () => ({ default: (await import('./bottomTabBar')).BottomTabBar }));

/**
 * The app shell: navbar and footer (or, installed as an app, the bottom tab bar), the routed page
 * (animated), toasts, and the install and update prompts.
 */
export function RootLayout() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const toasts = useAppSelector(selectToasts);
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const dismiss = useCallback((id: string) => dispatch(toastDismissed(id)), [dispatch]);
  const installed = useStandalone();
  const onSignOut = () => {
    void signOut();
  };
  useScrollRestoration();

  // A toast the page before left for this one (lib/flash: the site shell's passkey sign-in).
  useEffect(() => {
    const flash = takeFlash();
    if (flash) dispatch(toastAdded(flash.message, flash.type));
  }, [dispatch]);

  // After Sign Out has landed on /, protected pages ask for a sign-in again (guards.tsx).
  const signedOutByUser = useAppSelector(selectSignedOutByUser);
  useEffect(() => {
    if (signedOutByUser && pathname === ROUTES.home) dispatch(signOutFinished());
  }, [dispatch, signedOutByUser, pathname]);

  const bell = user ? <NotificationBellContainer currentPath={pathname} /> : undefined;
  // One live connection per tab for the bell (the navbar's and the tab bar's share it).
  useLiveNotifications(user?.id);

  return (
    <>
      <AppLayout
        installed={installed}
        navbar={
          <AppErrorBoundary fallback={null}>
            <Navbar user={user} onSignOut={onSignOut} currentPath={pathname} bell={bell} />
          </AppErrorBoundary>
        }
        footer={footer}
        bottomBar={
          <AppErrorBoundary fallback={null}>
            <Suspense fallback={null}>
              <BottomTabBar
                currentPath={pathname}
                onSignOut={user ? onSignOut : undefined}
                bell={bell}
                staff={!!user && isStaffRole(user.role)}
              />
            </Suspense>
          </AppErrorBoundary>
        }
      >
        <PageTransition />
      </AppLayout>
      <AppErrorBoundary fallback={null}>
        <ToastStack toasts={toasts} onDismiss={dismiss} />
      </AppErrorBoundary>
      <AppErrorBoundary fallback={null}>
        <PwaPrompts installed={installed} />
      </AppErrorBoundary>
    </>
  );
}
