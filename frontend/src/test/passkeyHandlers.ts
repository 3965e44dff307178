/**
 * MSW handler factories for passkeys (registration, management and sign-in), shared by the Jest
 * tests and the connected Storybook stories. Each factory answers one situation.
 */
import { delay, http, HttpResponse } from 'msw';
import type { Passkey, User } from '@valuation/contracts';
import { TEST_TOKEN, testUser } from './handlers';

export const testPasskeys: Passkey[] = [
  {
    id: '0f7c2b9e-1d1a-4c55-9a43-8a3c1f0e6b21',
    name: 'Chrome on Linux',
    createdAt: '2026-03-02T12:00:00.000Z',
    lastUsedAt: '2026-03-10T12:00:00.000Z',
    deviceType: 'multiDevice',
    backedUp: true,
    transports: ['internal', 'hybrid'],
  },
  {
    id: '6a2d8e4f-73b0-4f0c-8d9e-2b51c7a9e310',
    name: 'Safari on iPhone',
    createdAt: '2026-01-20T12:00:00.000Z',
    lastUsedAt: null,
    deviceType: 'multiDevice',
    backedUp: true,
    transports: ['internal'],
  },
];

/** A PublicKeyCredentialCreationOptionsJSON as the server sends it. */
export const registrationOptions = (user: User = testUser) => ({
  rp: { name: 'Luxe Valuations', id: 'localhost' },
  user: {
    id: 'dGVzdC11c2VyLWhhbmRsZQ',
    name: user.email,
    displayName: `${user.firstName} ${user.lastName}`,
  },
  challenge: 'cmVnaXN0cmF0aW9uLWNoYWxsZW5nZQ',
  pubKeyCredParams: [
    { alg: -7, type: 'public-key' },
    { alg: -257, type: 'public-key' },
  ],
  timeout: 60000,
  excludeCredentials: [],
  authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  attestation: 'none',
});

export const authenticationOptions = () => ({
  challenge: 'YXV0aGVudGljYXRpb24tY2hhbGxlbmdl',
  timeout: 60000,
  rpId: 'localhost',
  allowCredentials: [],
  userVerification: 'required',
});

const errorJson = (status: number, error: string, extra: Record<string, unknown> = {}) =>
  HttpResponse.json({ ...extra, error, statusCode: status }, { status });

export const passkeyHandlers = {
  /** The user's passkeys; the list is shared, so rename/remove handlers built from it change it. */
  list: (passkeys: Passkey[] = testPasskeys) =>
    http.get('/api/auth/webauthn/credentials', () => HttpResponse.json({ credentials: passkeys })),

  listFailure: (status = 500, error = 'Failed to load your passkeys') =>
    http.get('/api/auth/webauthn/credentials', () => errorJson(status, error)),

  /** A stateful store: list, rename and remove act on one copy of `initial`. */
  store: (initial: Passkey[] = testPasskeys) => {
    let passkeys = initial.map((passkey) => ({ ...passkey }));
    return [
      http.get('/api/auth/webauthn/credentials', () =>
        HttpResponse.json({ credentials: passkeys }),
      ),
      http.patch<{ id: string }, { name: string }>(
        '/api/auth/webauthn/credentials/:id',
        async ({ params, request }) => {
          const { name } = await request.json();
          const passkey = passkeys.find((p) => p.id === params.id);
          if (!passkey) return errorJson(404, 'Passkey not found');
          passkey.name = name;
          return HttpResponse.json({ credential: passkey });
        },
      ),
      http.delete<{ id: string }>('/api/auth/webauthn/credentials/:id', ({ params }) => {
        if (!passkeys.some((p) => p.id === params.id)) return errorJson(404, 'Passkey not found');
        passkeys = passkeys.filter((p) => p.id !== params.id);
        return HttpResponse.json({ success: true });
      }),
      http.post('/api/auth/webauthn/register/verify', async ({ request }) => {
        const body = (await request.json()) as { name?: string };
        const credential: Passkey = {
          id: `new-${passkeys.length + 1}`,
          name: body.name ?? 'Passkey',
          createdAt: '2026-04-01T12:00:00.000Z',
          lastUsedAt: null,
          deviceType: 'singleDevice',
          backedUp: false,
          transports: ['internal'],
        };
        passkeys = [credential, ...passkeys];
        return HttpResponse.json({ success: true, verified: true, credential });
      }),
    ];
  },

  renameFailure: (status = 404, error = 'Passkey not found') =>
    http.patch('/api/auth/webauthn/credentials/:id', () => errorJson(status, error)),

  removeFailure: (status = 404, error = 'Passkey not found') =>
    http.delete('/api/auth/webauthn/credentials/:id', () => errorJson(status, error)),

  registrationOptions: (user: User = testUser) =>
    http.post('/api/auth/webauthn/register/options', () =>
      HttpResponse.json(registrationOptions(user)),
    ),

  /** The request is refused (e.g. 403 for someone else's account) or fails without a sentence. */
  registrationOptionsFailure: (status = 500, error?: string) =>
    http.post('/api/auth/webauthn/register/options', () =>
      error ? errorJson(status, error) : new HttpResponse(null, { status }),
    ),

  /** 200 without a `user` field: its `error` is used (Reading B). */
  registrationOptionsWithoutUser: (error?: string) =>
    http.post('/api/auth/webauthn/register/options', () =>
      HttpResponse.json(error ? { error } : {}),
    ),

  registrationVerifySlow: (ms = 3000) =>
    http.post('/api/auth/webauthn/register/verify', async () => {
      await delay(ms);
      return HttpResponse.json({ success: true, verified: true, credential: testPasskeys[0] });
    }),

  registrationVerifyFailure: (status = 400, error = 'Verification failed') =>
    http.post('/api/auth/webauthn/register/verify', () =>
      errorJson(status, error, { success: false }),
    ),

  /** 200 but `success: false`. */
  registrationVerifyUnsuccessful: (error?: string) =>
    http.post('/api/auth/webauthn/register/verify', () =>
      HttpResponse.json(error ? { success: false, error } : { success: false }),
    ),

  loginOptions: () =>
    http.post('/api/auth/webauthn/login/options', () => HttpResponse.json(authenticationOptions())),

  loginOptionsFailure: (
    status = 429,
    error = 'Too many sign-in attempts. Please try again in 15 minutes.',
  ) => http.post('/api/auth/webauthn/login/options', () => errorJson(status, error)),

  loginSuccess: (user: User = testUser, token = TEST_TOKEN) =>
    http.post('/api/auth/webauthn/login/verify', () => HttpResponse.json({ token, user })),

  loginFailure: () =>
    http.post('/api/auth/webauthn/login/verify', () =>
      errorJson(401, 'Authentication failed. Please try again.'),
    ),
};
