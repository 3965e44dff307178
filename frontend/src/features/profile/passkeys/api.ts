import type {
  PublicKeyCredentialCreationOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import {
  API,
  type Passkey,
  type PasskeyListResponse,
  type PasskeyResponse,
  type RegistrationOptionsRequest,
  type RegistrationVerifyResponse,
  type RenamePasskeyRequest,
  type SuccessResponse,
} from '@valuation/contracts';
import { baseApi } from '../../../lib/baseApi';

export type RegistrationVerifyRequest = RegistrationResponseJSON & { name?: string };

const LIST = { type: 'Passkey', id: 'LIST' } as const;

/** Passkey registration (docs/product.md §7, Reading B paths) and management of the user's passkeys. */
export const passkeysApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    passkeyRegistrationOptions: build.mutation<
      PublicKeyCredentialCreationOptionsJSON,
      // docs/product.md §3: registration sends the signed-in user's id and email.
      Required<RegistrationOptionsRequest>
    >({
      query: (body) => ({ url: API.passkeys.registerOptions, method: 'POST', body }),
    }),
    verifyPasskeyRegistration: build.mutation<
      RegistrationVerifyResponse,
      RegistrationVerifyRequest
    >({
      query: (body) => ({ url: API.passkeys.registerVerify, method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    passkeys: build.query<Passkey[], void>({
      query: () => ({ url: API.passkeys.credentials }),
      transformResponse: (response: PasskeyListResponse) => response.credentials,
      providesTags: (result) => [
        ...(result ?? []).map(({ id }) => ({ type: 'Passkey' as const, id })),
        LIST,
      ],
    }),
    renamePasskey: build.mutation<PasskeyResponse, RenamePasskeyRequest & { id: string }>({
      query: ({ id, name }) => ({
        url: API.passkeys.credential(id),
        method: 'PATCH',
        body: { name } satisfies RenamePasskeyRequest,
      }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Passkey', id }],
    }),
    removePasskey: build.mutation<SuccessResponse, string>({
      query: (id) => ({
        url: API.passkeys.credential(id),
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
