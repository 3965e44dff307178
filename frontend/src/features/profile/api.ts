import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import {
  API,
  dataExportFilename,
  type ChangePasswordRequest,
  type DeleteAccountRequest,
  type ProfileResponse,
  type ProfileUser,
  type SuccessResponse,
  type UpdateProfileRequest,
  type UpdateProfileResponse,
  type User,
} from '@valuation/contracts';
import { baseApi } from '../../lib/baseApi';
import { userUpdated } from '../../lib/session';

/** The data export as the server sent it, and the name it asked the file to be saved under. */
export interface DataExportFile {
  filename: string;
  content: string;
  contentType: string;
}

/** The file name from `Content-Disposition: attachment; filename="…"`, else a dated default. */
export function exportFilename(contentDisposition: string | null | undefined, now = new Date()) {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(contentDisposition ?? '');
  const name = match?.[1] ? decodeURIComponent(match[1].trim()) : '';
  // Never a path: only the last segment, and never empty.
  const safe = name.split(/[\\/]/).pop()?.trim();
  return safe || dataExportFilename(now);
}

/** The local user's own fields out of a profile (what the navbar and dashboard read). */
function userFields({ id, email, firstName, lastName, role, createdAt }: ProfileUser): User {
  return { id, email, firstName, lastName, role, createdAt };
}

export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<ProfileResponse, void>({
      query: () => ({ url: API.profile.profile }),
      providesTags: ['Profile'],
    }),
    /** PUT only the changed fields; on success the cache and the local user take the answer. */
    updateProfile: build.mutation<UpdateProfileResponse, UpdateProfileRequest>({
      query: (body) => ({ url: API.profile.profile, method: 'PUT', body }),
      async onQueryStarted(_changes, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          await dispatch(
            profileApi.util.upsertQueryData('getProfile', undefined, { user: data.user }),
          );
          dispatch(userUpdated(userFields(data.user)));
        } catch {
          // The container reports the failure.
        }
      },
    }),
    /** Contracts: Change Password works. The server signs the other sessions out. */
    changeAccountPassword: build.mutation<SuccessResponse, ChangePasswordRequest>({
      query: (body) => ({ url: API.auth.changePassword, method: 'POST', body }),
    }),
    /** UK GDPR right of access: the JSON export, kept as text (serialisable) for the download. */
    exportData: build.mutation<DataExportFile, void>({
      query: () => ({
        url: API.profile.export,
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
    deleteAccount: build.mutation<SuccessResponse, DeleteAccountRequest>({
      query: (body) => ({ url: API.profile.profile, method: 'DELETE', body }),
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
