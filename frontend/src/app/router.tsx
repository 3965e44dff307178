import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, useRouteError, type RouteObject } from 'react-router-dom';
import { MY_COLLECTION, ROUTES, SCHEDULE_HEADING } from '@valuation/contracts';
import { FullScreenLoader, RouterErrorScreen } from '@valuation/design-system';
import { SITE_PAGES } from '../site/sitePages';
import type { RouteHandle } from './RootLayout';
import { SitePageLoad } from './SitePageLoad';

/** `lazy` for a module's named component: each route is its own chunk. */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

function RouteErrorElement() {
  const error = useRouteError();
  return <RouterErrorScreen error={error} />;
}

const title = (text: string): RouteHandle => ({ title: text });

/** The route table of docs/product.md §2; shared by the browser router, stories and tests. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    lazy: page(
      () => import('./RootLayout'),
      (m) => m.RootLayout,
    ),
    hydrateFallbackElement: <FullScreenLoader />,
    errorElement: <RouteErrorElement />,
    children: [
      // The pages of the site shell (ADR 012, ADR 019): each is built once, by the shell, and
      // reached from the app by loading it (a link loads it as any link would).
      ...Object.entries(SITE_PAGES).map(([path, { title: text }]) => ({
        path,
        handle: title(text),
        element: <SitePageLoad />,
      })),
      {
        path: ROUTES.verify,
        handle: title('Certificate verification'),
        lazy: page(
          () => import('../features/verify/VerifyCertificatePage'),
          (m) => m.VerifyCertificatePage,
        ),
      },
      {
        // Public and read-only: what a customer shared with an insurer (kept out of search engines).
        path: ROUTES.sharedSchedule,
        handle: title(SCHEDULE_HEADING),
        lazy: page(
          () => import('../features/collection/SharedSchedulePage'),
          (m) => m.SharedSchedulePage,
        ),
      },
      {
        path: ROUTES.forgotPassword,
        handle: title('Reset Password'),
        lazy: page(
          () => import('../features/auth/ForgotPasswordPage'),
          (m) => m.ForgotPasswordPage,
        ),
      },
      {
        path: ROUTES.resetPassword,
        handle: title('Choose a New Password'),
        lazy: page(
          () => import('../features/auth/ResetPasswordPage'),
          (m) => m.ResetPasswordPage,
        ),
      },
      {
        // Signed-in visitors go straight on to /dashboard (or where they were going).
        lazy: page(
          () => import('./guards'),
          (m) => m.GuestOnly,
        ),
        children: [
          {
            path: ROUTES.register,
            handle: title('Create Account'),
            lazy: page(
              () => import('../features/auth/RegisterPage'),
              (m) => m.RegisterPage,
            ),
          },
        ],
      },
      {
        lazy: page(
          () => import('./guards'),
          (m) => m.RequireAuth,
        ),
        children: [
          {
            path: ROUTES.dashboard,
            handle: title('Dashboard'),
            lazy: page(
              () => import('../features/dashboard/DashboardPage'),
              (m) => m.DashboardPage,
            ),
          },
          {
            path: ROUTES.profile,
            handle: title('Profile Settings'),
            lazy: page(
              () => import('../features/profile/ProfilePage'),
              (m) => m.ProfilePage,
            ),
          },
          {
            path: ROUTES.valuationRequest,
            handle: title('Valuation Request'),
            lazy: page(
              () => import('../features/valuation/ValuationRequestPage'),
              (m) => m.ValuationRequestPage,
            ),
          },
          {
            path: ROUTES.visit,
            handle: title('Home visit'),
            lazy: page(
              () => import('../features/visits/VisitPage'),
              (m) => m.VisitPage,
            ),
          },
          {
            path: ROUTES.pay,
            handle: title('Payment'),
            lazy: page(
              () => import('../features/valuation/PayPage'),
              (m) => m.PayPage,
            ),
          },
          {
            path: ROUTES.notifications,
            handle: title('Notifications'),
            lazy: page(
              () => import('../features/notifications/NotificationsPage'),
              (m) => m.NotificationsPage,
            ),
          },
          {
            path: ROUTES.chat,
            handle: title('Expert Chat'),
            lazy: page(
              () => import('../features/chat/ChatPage'),
              (m) => m.ChatPage,
            ),
          },
        ],
      },
      {
        // A customer's own pages: staff go to their console.
        lazy: page(
          () => import('./guards'),
          (m) => m.CustomerRoute,
        ),
        children: [
          {
            path: ROUTES.collection,
            handle: title(MY_COLLECTION),
            lazy: page(
              () => import('../features/collection/CollectionPage'),
              (m) => m.CollectionPage,
            ),
          },
        ],
      },
      {
        lazy: page(
          () => import('./guards'),
          (m) => m.StaffRoute,
        ),
        children: [
          {
            path: ROUTES.staff,
            lazy: page(
              () => import('../features/staff/StaffLayout'),
              (m) => m.StaffLayout,
            ),
            children: [
              {
                index: true,
                handle: title('Valuation queue'),
                lazy: page(
                  () => import('../features/staff/ValuationQueuePage'),
                  (m) => m.ValuationQueuePage,
                ),
              },
              {
                path: ROUTES.staffValuation,
                handle: title('Valuation request'),
                lazy: page(
                  () => import('../features/staff/StaffValuationPage'),
                  (m) => m.StaffValuationPage,
                ),
              },
              {
                path: ROUTES.staffProfile,
                handle: title('Valuer profile'),
                lazy: page(
                  () => import('../features/staff/ExpertProfilePage'),
                  (m) => m.ExpertProfilePage,
                ),
              },
              {
                path: ROUTES.staffVisits,
                handle: title('Home visits'),
                lazy: page(
                  () => import('../features/visits/StaffVisitsPage'),
                  (m) => m.StaffVisitsPage,
                ),
              },
              {
                path: ROUTES.staffConversations,
                handle: title('Conversations'),
                lazy: page(
                  () => import('../features/chat/staff/ConversationInboxPage'),
                  (m) => m.ConversationInboxPage,
                ),
              },
              {
                path: ROUTES.staffReplies,
                handle: title('Saved replies'),
                lazy: page(
                  () => import('../features/chat/staff/SavedRepliesPage'),
                  (m) => m.SavedRepliesPage,
                ),
              },
              {
                path: ROUTES.staffMarket,
                handle: title('Market'),
                lazy: page(
                  () => import('../features/staff/MarketPage'),
                  (m) => m.MarketPage,
                ),
              },
              {
                path: ROUTES.staffMarketMovement,
                handle: title('Market movement'),
                lazy: page(
                  () => import('../features/staff/MarketMovementPage'),
                  (m) => m.MarketMovementPage,
                ),
              },
              {
                path: ROUTES.staffConversation,
                handle: title('Conversation'),
                lazy: page(
                  () => import('../features/chat/staff/StaffConversationPage'),
                  (m) => m.StaffConversationPage,
                ),
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to={ROUTES.home} replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
