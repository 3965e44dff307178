import { useCallback, useEffect, useRef } from 'react';
import { useParams } from 'react-router-dom';
import {
  API,
  certificateFilename,
  valuerProfileGap,
  type CompleteValuationRequest,
} from '@valuation/contracts';
import { StaffValuationScreen } from '@valuation/design-system';
import { getErrorMessage } from '../../lib/apiError';
import { useDownload, usePostForFile } from '../../lib/download';
import { useAppSelector } from '../../lib/hooks';
import { selectCurrentUser } from '../../lib/session';
import {
  useAssignValuationMutation,
  useCompleteValuationMutation,
  useGetExpertsQuery,
  useGetMyExpertProfileQuery,
  useGetStaffValuationQuery,
  useRecommendRevaluationMutation,
  useRequestValuationInfoMutation,
} from './api';
import { ChatImagesContainer } from './ChatImagesContainer';

const FAILED = 'That did not work. Please try again.';

/** A mutation's failure as an Error carrying the server's sentence, for the screen's dialogs. */
async function run(work: Promise<unknown>): Promise<void> {
  try {
    await work;
  } catch (error) {
    throw new Error(getErrorMessage(error, FAILED));
  }
}

/** /staff/valuations/:id: one request as an expert works it (docs/product.md §2.20). */
export function StaffValuationPage() {
  const { id = '' } = useParams();
  const user = useAppSelector(selectCurrentUser);
  const isAdmin = user?.role === 'admin';
  const query = useGetStaffValuationQuery(id);
  const experts = useGetExpertsQuery(undefined, { skip: !isAdmin });
  // No certificate without the viewer's own qualification and signature: said before the form.
  const profile = useGetMyExpertProfileQuery().data?.profile;
  const profileGap = profile
    ? valuerProfileGap({
        qualificationIsDefault: profile.qualificationIsDefault,
        hasSignature: profile.signatureUrl !== null,
      })
    : null;
  const [assign] = useAssignValuationMutation();
  const [requestInfo] = useRequestValuationInfoMutation();
  const [complete] = useCompleteValuationMutation();
  const [recommend] = useRecommendRevaluationMutation();
  const download = useDownload();
  const postForFile = usePostForFile();
  const previewUrl = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    },
    [],
  );
  const onPreview = useCallback(
    async (request: CompleteValuationRequest) => {
      try {
        const pdf = await postForFile(API.staff.certificatePreview(id), request);
        if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
        previewUrl.current = URL.createObjectURL(pdf);
        return previewUrl.current;
      } catch (error) {
        throw new Error(getErrorMessage(error, FAILED));
      }
    },
    [id, postForFile],
  );

  const onDownload = useCallback(() => {
    const reference = query.data?.valuation.result?.certificateReference ?? 'certificate';
    download(API.valuations.certificate(id), { name: certificateFilename(reference) }).catch(
      () => undefined,
    );
  }, [download, id, query.data]);

  return (
    <StaffValuationScreen
      valuation={query.data?.valuation}
      viewer={{ id: user?.id ?? '', role: user?.role ?? 'expert' }}
      experts={experts.data?.experts ?? []}
      valuerProfileGap={profileGap}
      loading={query.isLoading}
      errorMessage={
        query.isError
          ? getErrorMessage(query.error, 'The request could not be loaded. Please try again.')
          : undefined
      }
      onRetry={() => void query.refetch()}
      onAssign={(expertId) => run(assign({ id, ...(expertId ? { expertId } : {}) }).unwrap())}
      onRequestInfo={(message) => run(requestInfo({ id, message }).unwrap())}
      onComplete={(request: CompleteValuationRequest) => run(complete({ id, ...request }).unwrap())}
      onPreviewCertificate={onPreview}
      onRecommendRevaluation={(reason) => run(recommend({ id, reason }).unwrap())}
      onDownloadCertificate={onDownload}
      chatImages={
        query.data ? (
          <ChatImagesContainer id={id} status={query.data.valuation.status} />
        ) : undefined
      }
    />
  );
}
