import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, useRouteError, type RouteObject } from 'react-router-dom';
import { ROUTES } from '@valuation/contracts';
import { FullScreenLoader, RouterErrorScreen } from '@valuation/design-system';
import { PAGE_TITLES } from '../lib/pageTitles';
import type { RouteHandle } from './RootLayout';

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
      {
        index: true,
        handle: title(PAGE_TITLES.home),
        lazy: page(
          () => import('../features/marketing/HomePage'),
          (m) => m.HomePage,
        ),
      },
      {
        path: ROUTES.about,
        handle: title(PAGE_TITLES.about),
        lazy: page(
          () => import('../features/marketing/AboutPage'),
          (m) => m.AboutPage,
        ),
      },
      {
        path: ROUTES.services,
        handle: title(PAGE_TITLES.services),
        lazy: page(
          () => import('../features/marketing/ServicesPage'),
          (m) => m.ServicesPage,
        ),
      },
      {
        path: ROUTES.contact,
        handle: title(PAGE_TITLES.contact),
        lazy: page(
          () => import('../features/marketing/ContactPage'),
          (m) => m.ContactPage,
        ),
      },
      {
        path: ROUTES.terms,
        handle: title(PAGE_TITLES.terms),
        lazy: page(
          () => import('../features/marketing/TermsPage'),
          (m) => m.TermsPage,
        ),
      },
      {
        path: ROUTES.privacy,
        handle: title(PAGE_TITLES.privacy),
        lazy: page(
          () => import('../features/marketing/PolicyPages'),
          (m) => m.PrivacyPage,
        ),
      },
      {
        path: ROUTES.cookies,
        handle: title(PAGE_TITLES.cookies),
        lazy: page(
          () => import('../features/marketing/PolicyPages'),
          (m) => m.CookiesPage,
        ),
      },
      {
        path: ROUTES.verify,
        handle: title('Certificate verification'),
        lazy: page(
          () => import('../features/verify/VerifyCertificatePage'),
          (m) => m.VerifyCertificatePage,
        ),
      },
      {
        path: ROUTES.valuation,
        handle: title(PAGE_TITLES.valuation),
        lazy: page(
          () => import('../features/valuation/ValuationPage'),
          (m) => m.ValuationPage,
        ),
      },
      {
        path: ROUTES.visitBook,
        handle: title(PAGE_TITLES.visitBook),
        lazy: page(
          () => import('../features/visits/BookVisitPage'),
          (m) => m.BookVisitPage,
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
            path: ROUTES.login,
            handle: title(PAGE_TITLES.login),
            lazy: page(
              () => import('../features/auth/LoginPage'),
              (m) => m.LoginPage,
            ),
          },
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
