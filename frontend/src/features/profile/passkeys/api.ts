import type {
  PublicKeyCredentialCreationOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import { baseApi } from '../../../lib/baseApi';

/** A registered passkey (API `Passkey`). */
export interface Passkey {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  deviceType: 'singleDevice' | 'multiDevice';
  backedUp: boolean;
  transports: string[];
}

/** product-spec section 3: registration sends the signed-in user's id and email. */
export interface RegistrationOptionsRequest {
  userId: string;
  email: string;
}

export type RegistrationVerifyRequest = RegistrationResponseJSON & { name?: string };

export interface RegistrationVerifyResponse {
  success: boolean;
  verified?: boolean;
  credential?: Passkey;
  error?: string;
}

const LIST = { type: 'Passkey', id: 'LIST' } as const;

/** Passkey registration (section 7, Reading B paths) and management of the user's passkeys. */
export const passkeysApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    passkeyRegistrationOptions: build.mutation<
      PublicKeyCredentialCreationOptionsJSON,
      RegistrationOptionsRequest
    >({
      query: (body) => ({ url: '/auth/webauthn/register/options', method: 'POST', body }),
    }),
    verifyPasskeyRegistration: build.mutation<
      RegistrationVerifyResponse,
      RegistrationVerifyRequest
    >({
      query: (body) => ({ url: '/auth/webauthn/register/verify', method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    passkeys: build.query<Passkey[], void>({
      query: () => ({ url: '/auth/webauthn/credentials' }),
      transformResponse: (response: { credentials: Passkey[] }) => response.credentials,
      providesTags: (result) => [
        ...(result ?? []).map(({ id }) => ({ type: 'Passkey' as const, id })),
        LIST,
      ],
    }),
    renamePasskey: build.mutation<{ credential: Passkey }, { id: string; name: string }>({
      query: ({ id, name }) => ({
        url: `/auth/webauthn/credentials/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: { name },
      }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Passkey', id }],
    }),
    removePasskey: build.mutation<{ success: boolean }, string>({
      query: (id) => ({
        url: `/auth/webauthn/credentials/${encodeURIComponent(id)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Passkey', id }, LIST],
    }),
  }),
});

export const {
  usePasskeyRegistrationOptionsMutation,
  useVerifyPasskeyRegistrationMutation,
  usePasskeysQuery,
  useRenamePasskeyMutation,
  useRemovePasskeyMutation,
} = passkeysApi;
