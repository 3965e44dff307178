import {
  API,
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
  useDeleteAccountMutation,
} = profileApi;
