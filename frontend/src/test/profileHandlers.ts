/**
 * MSW handler factories for /api/profile (and Change Password), shared by the profile page's
 * Jest tests and its connected stories. Each factory answers one situation.
 */
import { SAMPLE_ADDRESS } from '@valuation/design-system/test';
import { delay, http, HttpResponse } from 'msw';
import type { ProfileUser } from '@valuation/contracts';
import { testUser } from './handlers';

/** The test user's profile as a new account has it (API contract defaults). */
export const testProfile: ProfileUser = {
  ...testUser,
  phoneNumber: '',
  address: null,
  notificationPreferences: { email: true, sms: false, marketing: false },
  timezone: null,
  preferredLanguage: 'en',
  marketingConsent: false,
};

/** A profile with every field filled in. */
export const completedProfile: ProfileUser = {
  ...testProfile,
  phoneNumber: '+44 20 7946 0000',
  address: SAMPLE_ADDRESS,
  notificationPreferences: { email: true, sms: false, marketing: true },
  timezone: 'Europe/London',
  marketingConsent: true,
};

export const EXPORT_FILENAME = 'luxe-valuations-my-data-2026-03-01.json';

type Details = { field: string; message: string }[];

const errorJson = (status: number, error: string, details?: Details) =>
  HttpResponse.json(
    details ? { error, statusCode: status, details } : { error, statusCode: status },
    { status },
  );

export const profileHandlers = {
  get: (user: ProfileUser = testProfile) =>
    http.get('/api/profile', () => HttpResponse.json({ user })),

  /** Answers after `ms` (default 3 s): the page shows its loading state meanwhile. */
  getSlow: (ms = 3000, user: ProfileUser = testProfile) =>
    http.get('/api/profile', async () => {
      await delay(ms);
      return HttpResponse.json({ user });
    }),

  getFailure: (status = 500, error = 'Something went wrong on our side. Please try again.') =>
    http.get('/api/profile', () => errorJson(status, error)),

  /**
   * PUT merges the body into `user` and answers with it, as the server does; `onBody` sees each
   * request body (to check that only changed fields are sent).
   */
  update: (user: ProfileUser = testProfile, onBody?: (body: Record<string, unknown>) => void) =>
    http.put('/api/profile', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      onBody?.(body);
      return HttpResponse.json({ success: true, user: { ...user, ...body } });
    }),

  updateSlow: (ms = 3000, user: ProfileUser = testProfile) =>
    http.put('/api/profile', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      await delay(ms);
      return HttpResponse.json({ success: true, user: { ...user, ...body } });
    }),

  updateFailure: (status = 400, error = 'Please enter a valid phone number', details?: Details) =>
    http.put('/api/profile', () => errorJson(status, error, details)),

  /** The server answers without an `error` field (e.g. a proxy's bare 502). */
  updateBareFailure: (status = 502) =>
    http.put('/api/profile', () => new HttpResponse('Bad Gateway', { status })),

  /** GET and PUT on one copy of `initial`: saved values come back on the next load. */
  store: (initial: ProfileUser = testProfile) => {
    let user = { ...initial };
    return [
      http.get('/api/profile', () => HttpResponse.json({ user })),
      http.put('/api/profile', async ({ request }) => {
        const body = (await request.json()) as Partial<ProfileUser>;
        user = { ...user, ...body };
        return HttpResponse.json({ success: true, user });
      }),
    ];
  },

  changePasswordSuccess: (onBody?: (body: Record<string, unknown>) => void) =>
    http.post('/api/auth/change-password', async ({ request }) => {
      onBody?.((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ success: true });
    }),

  changePasswordWrongCurrent: () =>
    http.post('/api/auth/change-password', () =>
      errorJson(400, 'Current password is incorrect', [
        { field: 'currentPassword', message: 'Current password is incorrect' },
      ]),
    ),

  exportSuccess: (user: ProfileUser = testProfile, filename = EXPORT_FILENAME) =>
    http.get('/api/profile/export', () =>
      HttpResponse.json(
        { exportedAt: '2026-03-01T09:00:00.000Z', user, sessions: [], passkeys: [], enquiries: [] },
        { headers: { 'Content-Disposition': `attachment; filename="${filename}"` } },
      ),
    ),

  exportFailure: (status = 500, error = 'Something went wrong on our side. Please try again.') =>
    http.get('/api/profile/export', () => errorJson(status, error)),

  deleteSuccess: (onBody?: (body: Record<string, unknown>) => void) =>
    http.delete('/api/profile', async ({ request }) => {
      onBody?.((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ success: true });
    }),

  deleteWrongPassword: () =>
    http.delete('/api/profile', () =>
      errorJson(400, 'Password is incorrect', [
        { field: 'password', message: 'Password is incorrect' },
      ]),
    ),
};
