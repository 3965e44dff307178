import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ProfileScreen,
  type ChangePasswordValues,
  type ProfileChanges,
} from '@valuation/design-system';
import { getErrorMessage } from '../../lib/apiError';
import { loggedOut } from '../../lib/authSlice';
import { baseApi } from '../../lib/baseApi';
import { useAppDispatch } from '../../lib/hooks';
import { tokenStorage } from '../../lib/tokenStorage';
import { useToast } from '../../lib/useToast';
import {
  useChangeAccountPasswordMutation,
  useDeleteAccountMutation,
  useExportDataMutation,
  useGetProfileQuery,
  useUpdateProfileMutation,
} from './api';
import { PasskeySettings } from './passkeys/PasskeySettings';
import { saveFile } from './saveFile';

// Product-spec section 8 and this feature's own texts.
export const PROFILE_UPDATED = 'Profile updated successfully';
export const PROFILE_UPDATE_FAILED = 'Failed to update profile';
export const PROFILE_LOAD_FAILED = 'Failed to load your profile';
export const PASSWORD_CHANGED = 'Password changed successfully';
export const DATA_EXPORT_FAILED = 'Failed to download your data';
export const ACCOUNT_DELETED = 'Your account has been deleted';

/** /profile: loads the profile, saves only what changed, password, export and erasure. */
export function ProfilePage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const profile = useGetProfileQuery();
  const [updateProfile, update] = useUpdateProfileMutation();
  const [changePassword, passwordChange] = useChangeAccountPasswordMutation();
  const [exportData, dataExport] = useExportDataMutation();
  const [deleteAccount, deletion] = useDeleteAccountMutation();

  const handleSave = useCallback(
    async (changes: ProfileChanges) => {
      try {
        await updateProfile(changes).unwrap();
        toast.success(PROFILE_UPDATED);
      } catch (error) {
        toast.error(getErrorMessage(error, PROFILE_UPDATE_FAILED));
        // The screen marks the fields the server refused.
        throw error;
      }
    },
    [updateProfile, toast],
  );

  const handleChangePassword = useCallback(
    async (values: ChangePasswordValues) => {
      // Failures reject into the dialog, which shows them.
      await changePassword(values).unwrap();
      toast.success(PASSWORD_CHANGED);
    },
    [changePassword, toast],
  );

  const handleDownload = useCallback(async () => {
    try {
      const { content, filename, contentType } = await exportData().unwrap();
      saveFile(content, filename, contentType);
    } catch (error) {
      toast.error(getErrorMessage(error, DATA_EXPORT_FAILED));
    }
  }, [exportData, toast]);

  const handleDeleteAccount = useCallback(
    async (password: string) => {
      // A wrong password rejects into the dialog.
      await deleteAccount({ password }).unwrap();
      // The server has ended the session and cleared its cookie: end it here as Sign Out does.
      tokenStorage.clear();
      dispatch(loggedOut({ byUser: true }));
      dispatch(baseApi.util.resetApiState());
      toast.success(ACCOUNT_DELETED);
      await navigate('/', { replace: true });
    },
    [deleteAccount, dispatch, navigate, toast],
  );

  return (
    <ProfileScreen
      profile={profile.data?.user}
      loading={profile.isLoading}
      loadError={profile.isError ? getErrorMessage(profile.error, PROFILE_LOAD_FAILED) : null}
      onRetry={() => void profile.refetch()}
      onSave={handleSave}
      saving={update.isLoading}
      biometricSlot={<PasskeySettings />}
      onChangePassword={handleChangePassword}
      changingPassword={passwordChange.isLoading}
      onDownloadData={handleDownload}
      downloadingData={dataExport.isLoading}
      onDeleteAccount={handleDeleteAccount}
      deletingAccount={deletion.isLoading}
    />
  );
}
