import { API, SIGNATURE_FIELD, type ExpertProfileResponse } from '@valuation/contracts';
import { ExpertProfileScreen } from '@valuation/design-system';
import { getErrorMessage } from '../../lib/apiError';
import { useAppDispatch } from '../../lib/hooks';
import { useUpload } from '../../lib/upload';
import { staffApi, useGetMyExpertProfileQuery, useUpdateMyExpertProfileMutation } from './api';

const FAILED = 'That did not work. Please try again.';

/** /staff/profile: the expert's qualification and signature, as certificates print them. */
export function ExpertProfilePage() {
  const query = useGetMyExpertProfileQuery();
  const [update] = useUpdateMyExpertProfileMutation();
  const upload = useUpload();
  const dispatch = useAppDispatch();
  return (
    <ExpertProfileScreen
      profile={query.data?.profile}
      loading={query.isLoading}
      errorMessage={
        query.isError
          ? getErrorMessage(query.error, 'Your profile could not be loaded. Please try again.')
          : undefined
      }
      onRetry={() => void query.refetch()}
      onSaveQualification={async (qualification) => {
        try {
          await update({ qualification }).unwrap();
        } catch (error) {
          throw new Error(getErrorMessage(error, FAILED));
        }
      }}
      onUploadSignature={async (file) => {
        try {
          const answer = await upload<ExpertProfileResponse>(API.staff.mySignature, () => {
            const form = new FormData();
            form.append(SIGNATURE_FIELD, file);
            return form;
          });
          void dispatch(staffApi.util.upsertQueryData('getMyExpertProfile', undefined, answer));
        } catch (error) {
          throw new Error(getErrorMessage(error, FAILED));
        }
      }}
    />
  );
}
