import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { API, ROUTES, type Valuation } from '@valuation/contracts';
import { ValuationRequestScreen } from '@valuation/design-system';
import { getErrorMessage } from '../../lib/apiError';
import { apiBaseUrl } from '../../lib/baseQueryWithReauth';
import { tokenStorage } from '../../lib/session';
import { useAppDispatch } from '../../lib/hooks';
import { useToast } from '../../lib/useToast';
import {
  useCancelValuationMutation,
  useCheckoutMutation,
  useGetValuationQuery,
  useRefreshSessionMutation,
  valuationApi,
} from './api';
import { goToCheckout } from './checkout';
import { uploadPhotos } from './upload';

export const REQUEST_LOAD_FAILED = 'This valuation request could not be loaded.';
export const CANCELLED_NOTICE = 'Your request has been cancelled.';
export const PHOTOS_ADDED_NOTICE = 'Your photos have been added.';
const PAY_FAILED = 'The payment page could not be opened. Please try again.';
const CANCEL_FAILED = 'The request could not be cancelled. Please try again.';
const PHOTOS_FAILED = 'The photos could not be added. Please try again.';
const CERTIFICATE_FAILED = 'The certificate could not be downloaded. Please try again.';

function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The chat page's navigation state naming the request to talk about. */
export interface ChatAboutValuationState {
  valuationId: string;
  reference: string;
}

/**
 * /valuations/:id (docs/product.md §2.18). Refetched when the window regains focus, so changes
 * made in another tab or by an expert show without a reload.
 */
export function ValuationRequestPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const { data: valuation, error, refetch } = useGetValuationQuery(id, { refetchOnFocus: true });
  const [checkout, { isLoading: paying }] = useCheckoutMutation();
  const [cancel] = useCancelValuationMutation();
  const [refreshSession] = useRefreshSessionMutation();
  const [actionError, setActionError] = useState<string>();
  const [progress, setProgress] = useState<number | null>(null);

  const payNow = async () => {
    setActionError(undefined);
    try {
      const { checkoutUrl } = await checkout(id).unwrap();
      await goToCheckout(navigate, id, checkoutUrl);
    } catch (failure) {
      setActionError(getErrorMessage(failure, PAY_FAILED));
    }
  };

  const onCancel = async () => {
    try {
      await cancel(id).unwrap();
      toast.success(CANCELLED_NOTICE);
    } catch (failure) {
      throw new Error(getErrorMessage(failure, CANCEL_FAILED));
    }
  };

  const onAddPhotos = async (photos: File[]) => {
    setActionError(undefined);
    setProgress(0);
    try {
      const { valuation: updated } = await uploadPhotos(id, photos, {
        onProgress: setProgress,
        refresh: () => refreshSession().unwrap(),
      });
      await dispatch(valuationApi.util.upsertQueryData('getValuation', id, updated));
      toast.success(PHOTOS_ADDED_NOTICE);
    } catch (failure) {
      setActionError(getErrorMessage(failure, PHOTOS_FAILED));
      throw failure;
    } finally {
      setProgress(null);
    }
  };

  /** The PDF needs the bearer token, so it is fetched, then handed to the browser as a file. */
  const downloadCertificate = async (v: Valuation) => {
    setActionError(undefined);
    try {
      const response = await fetch(`${apiBaseUrl()}${API.valuations.certificate(v.id)}`, {
        headers: { Authorization: `Bearer ${tokenStorage.get() ?? ''}` },
        credentials: 'include',
      });
      if (!response.ok) throw new Error(CERTIFICATE_FAILED);
      saveBlob(await response.blob(), `certificate-${v.reference}.pdf`);
    } catch {
      setActionError(CERTIFICATE_FAILED);
    }
  };

  const chatState = (v: Valuation): ChatAboutValuationState => ({
    valuationId: v.id,
    reference: v.reference,
  });

  return (
    <ValuationRequestScreen
      valuation={valuation}
      loadError={error ? getErrorMessage(error, REQUEST_LOAD_FAILED) : undefined}
      onRetry={() => void refetch()}
      onPayNow={payNow}
      paying={paying}
      onCancel={onCancel}
      onAddPhotos={onAddPhotos}
      uploadProgress={progress}
      onDownloadCertificate={valuation?.result ? () => downloadCertificate(valuation) : undefined}
      chatLink={valuation ? { href: ROUTES.chat, state: chatState(valuation) } : undefined}
      actionError={actionError}
    />
  );
}
