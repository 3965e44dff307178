import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import type { ProfileChanges } from '@valuation/design-system';
import { baseApi } from '../../lib/baseApi';
import { userUpdated, type User } from '../../lib/authSlice';

/** GET /api/profile's user: the User JSON plus the profile fields (API contract). */
export interface ProfileUser extends User {
  phoneNumber: string;
  notificationPreferences: { email: boolean; sms: boolean; marketing: boolean };
  /** null until the user saves one; the screen then shows the browser's zone. */
  timezone: string | null;
  preferredLanguage: string;
  marketingConsent: boolean;
}

export interface ProfileResponse {
  user: ProfileUser;
}

export interface UpdateProfileResponse {
  success: boolean;
  user: ProfileUser;
}

/** The data export as the server sent it, and the name it asked the file to be saved under. */
export interface DataExport {
  filename: string;
  content: string;
  contentType: string;
}

export interface SuccessResponse {
  success: boolean;
}

/** The file name from `Content-Disposition: attachment; filename="…"`, else a dated default. */
export function exportFilename(contentDisposition: string | null | undefined, now = new Date()) {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(contentDisposition ?? '');
  const name = match?.[1] ? decodeURIComponent(match[1].trim()) : '';
  // Never a path: only the last segment, and never empty.
  const safe = name.split(/[\\/]/).pop()?.trim();
  return safe || `luxe-valuations-my-data-${now.toISOString().slice(0, 10)}.json`;
}

/** The local user's own fields out of a profile (what the navbar and dashboard read). */
function userFields({ id, email, firstName, lastName, role, createdAt }: ProfileUser): User {
  return { id, email, firstName, lastName, role, createdAt };
}

export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<ProfileResponse, void>({
      query: () => ({ url: '/profile' }),
      providesTags: ['Profile'],
    }),
    /** PUT only the changed fields; on success the cache and the local user take the answer. */
    updateProfile: build.mutation<UpdateProfileResponse, ProfileChanges>({
      query: (body) => ({ url: '/profile', method: 'PUT', body }),
      async onQueryStarted(_changes, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(profileApi.util.upsertQueryData('getProfile', undefined, { user: data.user }));
          dispatch(userUpdated(userFields(data.user)));
        } catch {
          // The container reports the failure.
        }
      },
    }),
    /** Contracts: Change Password works. The server signs the other sessions out. */
    changeAccountPassword: build.mutation<
      SuccessResponse,
      { currentPassword: string; newPassword: string }
    >({
      query: (body) => ({ url: '/auth/change-password', method: 'POST', body }),
    }),
    /** UK GDPR right of access: the JSON export, kept as text (serialisable) for the download. */
    exportData: build.mutation<DataExport, void>({
      query: () => ({
        url: '/profile/export',
        responseHandler: async (response: Response) =>
          response.ok ? response.text() : response.json().catch(() => null),
      }),
      transformResponse: (content: string, meta) => {
        const headers = (meta as FetchBaseQueryMeta | undefined)?.response?.headers;
        return {
          content,
          filename: exportFilename(headers?.get('Content-Disposition')),
          contentType: headers?.get('Content-Type') ?? 'application/json',
        };
      },
    }),
    /** Right to erasure, confirmed with the password; the caller then ends the local session. */
    deleteAccount: build.mutation<SuccessResponse, { password: string }>({
      query: (body) => ({ url: '/profile', method: 'DELETE', body }),
    }),
  }),
});

export const {
  useGetProfileQuery,
  useUpdateProfileMutation,
  useChangeAccountPasswordMutation,
  useExportDataMutation,
  useDeleteAccountMutation,
} = profileApi;
