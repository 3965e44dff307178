/**
 * MSW handler factories shared by the connected Storybook stories and the Jest tests.
 * Each factory returns one handler for one situation; a story or test composes what it needs.
 */
import { delay, http, HttpResponse } from 'msw';
import type { User } from '@valuation/contracts';
import { sampleUser } from '@valuation/design-system/test';

/** The signed-in customer of the app's tests: the design system's sample user, as Amelia Hart. */
export const testUser: User = sampleUser({
  id: '5b0e7a52-3c1d-4b8e-9f3a-1f2d3c4b5a69',
  email: 'amelia.hart@example.co.uk',
  firstName: 'Amelia',
  lastName: 'Hart',
  createdAt: '2026-01-15T10:00:00.000Z',
});

export const TEST_TOKEN = 'test-access-token';
export const REFRESHED_TOKEN = 'refreshed-access-token';

type ErrorBody = {
  error: string;
  statusCode: number;
  details?: { field: string; message: string }[];
};

const errorBody = (status: number, error: string, details?: ErrorBody['details']): ErrorBody =>
  details ? { error, statusCode: status, details } : { error, statusCode: status };

export const authHandlers = {
  loginSuccess: (user: User = testUser, token = TEST_TOKEN) =>
    http.post('/api/auth/login', () => HttpResponse.json({ token, user })),

  loginFailure: (status = 401, error = 'Invalid email or password') =>
    http.post('/api/auth/login', () => HttpResponse.json(errorBody(status, error), { status })),

  /** Answers after `ms` (default 3 s): the screen stays in its submitting state meanwhile. */
  loginSlow: (ms = 3000, user: User = testUser, token = TEST_TOKEN) =>
    http.post('/api/auth/login', async () => {
      await delay(ms);
      return HttpResponse.json({ token, user });
    }),

  /** The server answers without an `error` field (e.g. a proxy's bare 502). */
  loginBareFailure: (status = 502) =>
    http.post('/api/auth/login', () => new HttpResponse('Bad Gateway', { status })),

  loginNetworkError: () => http.post('/api/auth/login', () => HttpResponse.error()),

  registerSuccess: (user: User = testUser, token = TEST_TOKEN) =>
    http.post('/api/auth/register', () => HttpResponse.json({ token, user }, { status: 201 })),

  registerDuplicate: () =>
    http.post('/api/auth/register', () =>
      HttpResponse.json(errorBody(409, 'Email already registered'), { status: 409 }),
    ),

  registerFailure: (status = 400, error?: string) =>
    http.post('/api/auth/register', () =>
      error
        ? HttpResponse.json(errorBody(status, error), { status })
        : new HttpResponse(null, { status }),
    ),

  validateSuccess: (user: User = testUser) =>
    http.get('/api/auth/validate', () => HttpResponse.json({ success: true, user })),

  validateFailure: (status = 401, error = 'Your session has expired. Please sign in again.') =>
    http.get('/api/auth/validate', () => HttpResponse.json(errorBody(status, error), { status })),

  refreshSuccess: (token = REFRESHED_TOKEN, user: User = testUser) =>
    http.post('/api/auth/refresh-token', () => HttpResponse.json({ token, user })),

  refreshFailure: () =>
    http.post('/api/auth/refresh-token', () =>
      HttpResponse.json(errorBody(401, 'Your session has expired. Please sign in again.'), {
        status: 401,
      }),
    ),

  logoutSuccess: () => http.post('/api/auth/logout', () => HttpResponse.json({ success: true })),

  resetPasswordSuccess: () =>
    http.post('/api/auth/reset-password', () => HttpResponse.json({ success: true })),

  resetPasswordFailure: (status = 404, error = 'User not found') =>
    http.post('/api/auth/reset-password', () =>
      HttpResponse.json(errorBody(status, error), { status }),
    ),

  checkResetValid: () =>
    http.post('/api/auth/reset-password/check', () => HttpResponse.json({ success: true })),

  checkResetInvalid: () =>
    http.post('/api/auth/reset-password/check', () =>
      HttpResponse.json(errorBody(400, 'This reset link is invalid or has expired.'), {
        status: 400,
      }),
    ),

  confirmResetSuccess: () =>
    http.post('/api/auth/reset-password/confirm', () => HttpResponse.json({ success: true })),

  confirmResetInvalid: () =>
    http.post('/api/auth/reset-password/confirm', () =>
      HttpResponse.json(errorBody(400, 'This reset link is invalid or has expired.'), {
        status: 400,
      }),
    ),
};

/** A signed-in session: validate answers with the user, logout succeeds. */
export const signedInHandlers = (user: User = testUser) => [
  authHandlers.validateSuccess(user),
  authHandlers.logoutSuccess(),
];
