import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { NOTICES, ROUTES } from '@valuation/contracts';
import {
  ProfileScreen,
  type ChangePasswordValues,
  type ProfileChanges,
} from '@valuation/design-system';
import { getErrorMessage } from '../../lib/apiError';
import { useAppDispatch } from '../../lib/hooks';
import { endSession } from '../../lib/session';
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
        toast.success(NOTICES.profileUpdated);
      } catch (error) {
        toast.error(getErrorMessage(error, NOTICES.profileUpdateFailed));
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
      toast.success(NOTICES.passwordChanged);
    },
    [changePassword, toast],
  );

  const handleDownload = useCallback(async () => {
    try {
      const { content, filename, contentType } = await exportData().unwrap();
      saveFile(content, filename, contentType);
    } catch (error) {
      toast.error(getErrorMessage(error, NOTICES.exportFailed));
    }
  }, [exportData, toast]);

  const handleDeleteAccount = useCallback(
    async (password: string) => {
      // A wrong password rejects into the dialog.
      await deleteAccount({ password }).unwrap();
      // The server has ended the session and cleared its cookie: end it here (and in the other
      // tabs) as Sign Out does.
      dispatch(endSession({ byUser: true }));
      toast.success(NOTICES.accountDeleted);
      await navigate(ROUTES.home, { replace: true });
    },
    [deleteAccount, dispatch, navigate, toast],
  );

  return (
    <ProfileScreen
      profile={profile.data?.user}
      loading={profile.isLoading}
      loadError={profile.isError ? getErrorMessage(profile.error, NOTICES.profileLoadFailed) : null}
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
