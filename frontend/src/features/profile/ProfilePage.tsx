import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { API, dataExportFilename, NOTICES, ROUTES } from '@valuation/contracts';
import {
  ProfileScreen,
  type ChangePasswordValues,
  type ProfileChanges,
} from '@valuation/design-system';
import { getErrorMessage } from '../../lib/apiError';
import { useDownload } from '../../lib/download';
import { useAppDispatch } from '../../lib/hooks';
import { endSession } from '../../lib/session';
import { useToast } from '../../lib/useToast';
import {
  useChangeAccountPasswordMutation,
  useDeleteAccountMutation,
  useGetProfileQuery,
  useUpdateProfileMutation,
} from './api';
import { PasskeySettings } from './passkeys/PasskeySettings';
import { PushSetting } from './PushSetting';

/** /profile: loads the profile, saves only what changed, password, export and erasure. */
export function ProfilePage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const profile = useGetProfileQuery();
  const [updateProfile, update] = useUpdateProfileMutation();
  const [changePassword, passwordChange] = useChangeAccountPasswordMutation();
  const download = useDownload();
  const [downloadingData, setDownloadingData] = useState(false);
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

  /** UK GDPR right of access: the JSON export, saved under the name the server gives it. */
  const handleDownload = useCallback(async () => {
    setDownloadingData(true);
    try {
      await download(API.profile.export, { fallbackName: dataExportFilename() });
    } catch (error) {
      toast.error(getErrorMessage(error, NOTICES.exportFailed));
    } finally {
      setDownloadingData(false);
    }
  }, [download, toast]);

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
      pushSlot={<PushSetting />}
      onChangePassword={handleChangePassword}
      changingPassword={passwordChange.isLoading}
      onDownloadData={handleDownload}
      downloadingData={downloadingData}
      onDeleteAccount={handleDeleteAccount}
      deletingAccount={deletion.isLoading}
    />
  );
}
