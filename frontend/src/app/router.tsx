import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { MY_COLLECTION, ROUTES, SCHEDULE_HEADING } from '@valuation/contracts';
import { SITE_PAGES } from '../site/sitePages';
import { lazyRoute, type RouteHandle } from './lazyRoute';
import { SitePageLoad } from './SitePageLoad';

/** A route whose component is a module's named export, in its own chunk, with its title if any. */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType, title?: string) {
  const { element, preload } = lazyRoute(load, pick);
  const handle: RouteHandle = { title, preload };
  return { element, handle };
}

/**
 * The route table of docs/product.md §2, rendered by `AppRoutes` in the browser's router, the
 * prerender's static router and the tests' memory router. Every route's code is its own chunk.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    ...page(
      () => import('./RootLayout'),
      (m) => m.RootLayout,
    ),
    children: [
      // The pages of the site shell (ADR 012, ADR 019): each is built once, by the shell, and
      // reached from the app by loading it (a link loads it as any link would).
      ...Object.entries(SITE_PAGES).map(([path, { title: text }]) => ({
        path,
        handle: { title: text } satisfies RouteHandle,
        element: <SitePageLoad />,
      })),
      {
        path: ROUTES.verify,
        ...page(
          () => import('../features/verify/VerifyCertificatePage'),
          (m) => m.VerifyCertificatePage,
          'Certificate verification',
        ),
      },
      {
        // Public and read-only: what a customer shared with an insurer (kept out of search engines).
        path: ROUTES.sharedSchedule,
        ...page(
          () => import('../features/collection/SharedSchedulePage'),
          (m) => m.SharedSchedulePage,
          SCHEDULE_HEADING,
        ),
      },
      {
        path: ROUTES.forgotPassword,
        ...page(
          () => import('../features/auth/ForgotPasswordPage'),
          (m) => m.ForgotPasswordPage,
          'Reset Password',
        ),
      },
      {
        path: ROUTES.resetPassword,
        ...page(
          () => import('../features/auth/ResetPasswordPage'),
          (m) => m.ResetPasswordPage,
          'Choose a New Password',
        ),
      },
      {
        // Signed-in visitors go straight on to /dashboard (or where they were going).
        ...page(
          () => import('./guards'),
          (m) => m.GuestOnly,
        ),
        children: [
          {
            path: ROUTES.register,
            ...page(
              () => import('../features/auth/RegisterPage'),
              (m) => m.RegisterPage,
              'Create Account',
            ),
          },
        ],
      },
      {
        ...page(
          () => import('./guards'),
          (m) => m.RequireAuth,
        ),
        children: [
          {
            path: ROUTES.dashboard,
            ...page(
              () => import('../features/dashboard/DashboardPage'),
              (m) => m.DashboardPage,
              'Dashboard',
            ),
          },
          {
            path: ROUTES.profile,
            ...page(
              () => import('../features/profile/ProfilePage'),
              (m) => m.ProfilePage,
              'Profile Settings',
            ),
          },
          {
            path: ROUTES.valuationRequest,
            ...page(
              () => import('../features/valuation/ValuationRequestPage'),
              (m) => m.ValuationRequestPage,
              'Valuation Request',
            ),
          },
          {
            path: ROUTES.visit,
            ...page(
              () => import('../features/visits/VisitPage'),
              (m) => m.VisitPage,
              'Home visit',
            ),
          },
          {
            path: ROUTES.pay,
            ...page(
              () => import('../features/valuation/PayPage'),
              (m) => m.PayPage,
              'Payment',
            ),
          },
          {
            path: ROUTES.notifications,
            ...page(
              () => import('../features/notifications/NotificationsPage'),
              (m) => m.NotificationsPage,
              'Notifications',
            ),
          },
          {
            path: ROUTES.chat,
            ...page(
              () => import('../features/chat/ChatPage'),
              (m) => m.ChatPage,
              'Expert Chat',
            ),
          },
        ],
      },
      {
        // A customer's own pages: staff go to their console.
        ...page(
          () => import('./guards'),
          (m) => m.CustomerRoute,
        ),
        children: [
          {
            path: ROUTES.collection,
            ...page(
              () => import('../features/collection/CollectionPage'),
              (m) => m.CollectionPage,
              MY_COLLECTION,
            ),
          },
        ],
      },
      {
        ...page(
          () => import('./guards'),
          (m) => m.StaffRoute,
        ),
        children: [
          {
            path: ROUTES.staff,
            ...page(
              () => import('../features/staff/StaffLayout'),
              (m) => m.StaffLayout,
            ),
            children: [
              {
                index: true,
                ...page(
                  () => import('../features/staff/ValuationQueuePage'),
                  (m) => m.ValuationQueuePage,
                  'Valuation queue',
                ),
              },
              {
                path: ROUTES.staffValuation,
                ...page(
                  () => import('../features/staff/StaffValuationPage'),
                  (m) => m.StaffValuationPage,
                  'Valuation request',
                ),
              },
              {
                path: ROUTES.staffProfile,
                ...page(
                  () => import('../features/staff/ExpertProfilePage'),
                  (m) => m.ExpertProfilePage,
                  'Valuer profile',
                ),
              },
              {
                path: ROUTES.staffVisits,
                ...page(
                  () => import('../features/visits/StaffVisitsPage'),
                  (m) => m.StaffVisitsPage,
                  'Home visits',
                ),
              },
              {
                path: ROUTES.staffConversations,
                ...page(
                  () => import('../features/chat/staff/ConversationInboxPage'),
                  (m) => m.ConversationInboxPage,
                  'Conversations',
                ),
              },
              {
                path: ROUTES.staffReplies,
                ...page(
                  () => import('../features/chat/staff/SavedRepliesPage'),
                  (m) => m.SavedRepliesPage,
                  'Saved replies',
                ),
              },
              {
                path: ROUTES.staffMarket,
                ...page(
                  () => import('../features/staff/MarketPage'),
                  (m) => m.MarketPage,
                  'Market',
                ),
              },
              {
                path: ROUTES.staffMarketMovement,
                ...page(
                  () => import('../features/staff/MarketMovementPage'),
                  (m) => m.MarketMovementPage,
                  'Market movement',
                ),
              },
              {
                path: ROUTES.staffConversation,
                ...page(
                  () => import('../features/chat/staff/StaffConversationPage'),
                  (m) => m.StaffConversationPage,
                  'Conversation',
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
