import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  API,
  brandOf,
  catalogueService,
  certificateFilename,
  REVALUATION_TIER,
  ROUTES,
  routePath,
  type Valuation,
} from '@valuation/contracts';
import {
  MarketNoticeCard,
  ValuationRequestScreen,
  type RevaluationOffer,
} from '@valuation/design-system';
import { getErrorMessage } from '../../lib/apiError';
import { useDownload } from '../../lib/download';
import { useAppDispatch } from '../../lib/hooks';
import { useToast } from '../../lib/useToast';
import {
  useCancelValuationMutation,
  useCheckoutMutation,
  useRespondToInfoRequestMutation,
  useGetMarketNoticeQuery,
  useGetValuationQuery,
  useRequestRevaluationMutation,
  valuationApi,
} from './api';
import { goToCheckout } from './checkout';
import { uploadPhotos } from './upload';

export const REQUEST_LOAD_FAILED = 'This valuation request could not be loaded.';
export const CANCELLED_NOTICE = 'Your request has been cancelled.';
export const PHOTOS_ADDED_NOTICE = 'Your photos have been added.';
export const SENT_TO_EXPERT_NOTICE = 'Sent to the expert. Thank you.';
const PAY_FAILED = 'The payment page could not be opened. Please try again.';
const CANCEL_FAILED = 'The request could not be cancelled. Please try again.';
const PHOTOS_FAILED = 'The photos could not be added. Please try again.';
const SEND_FAILED = 'Your answer could not be sent. Please try again.';
const REVALUATION_FAILED = 'The revaluation could not be requested. Please try again.';
const CERTIFICATE_FAILED = 'The certificate could not be downloaded. Please try again.';

/**
 * What "Request Revaluation" creates: the same service at REVALUATION_TIER, at the catalogue's
 * price (the server's, from the same contracts), for the item the request names.
 */
export function revaluationOffer(v: Valuation): RevaluationOffer {
  const service = catalogueService(v.serviceType);
  const tier = service?.tiers[REVALUATION_TIER];
  const brand = brandOf(v);
  const description = v.itemDescription.replace(/\s+/g, ' ').trim();
  const item =
    brand && !description.toLowerCase().startsWith(brand.toLowerCase())
      ? `${brand}: ${description}`
      : description;
  return {
    service: service?.name ?? v.serviceType,
    tier: tier ? `${tier.name}, ${tier.turnaround}` : REVALUATION_TIER,
    item: item.length > 160 ? `${item.slice(0, 157)}...` : item,
    price: tier?.price ?? 0,
  };
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
  const download = useDownload();
  const { data: valuation, error, refetch } = useGetValuationQuery(id, { refetchOnFocus: true });
  const [checkout, { isLoading: paying }] = useCheckoutMutation();
  const [cancel] = useCancelValuationMutation();
  const [respond] = useRespondToInfoRequestMutation();
  const completed = valuation?.status === 'completed';
  const { data: notice } = useGetMarketNoticeQuery(id, { skip: !completed });
  const [requestRevaluation, revaluationState] = useRequestRevaluationMutation();
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
      const { valuation: updated } = await dispatch(
        uploadPhotos(id, photos, { onProgress: setProgress }),
      );
      await dispatch(valuationApi.util.upsertQueryData('getValuation', id, updated));
      toast.success(PHOTOS_ADDED_NOTICE);
    } catch (failure) {
      setActionError(getErrorMessage(failure, PHOTOS_FAILED));
      throw failure;
    } finally {
      setProgress(null);
    }
  };

  const onSendToExpert = async (message: string) => {
    setActionError(undefined);
    try {
      const updated = await respond({ id, message }).unwrap();
      await dispatch(valuationApi.util.upsertQueryData('getValuation', id, updated));
      toast.success(SENT_TO_EXPERT_NOTICE);
    } catch (failure) {
      setActionError(getErrorMessage(failure, SEND_FAILED));
      throw failure;
    }
  };

  /** The PDF needs the bearer token, so it is fetched, then handed to the browser as a file. */
  const downloadCertificate = async (v: Valuation) => {
    setActionError(undefined);
    try {
      // Named after the request's reference, as the customer knows it.
      await download(API.valuations.certificate(v.id), {
        name: certificateFilename(v.reference),
      });
    } catch {
      setActionError(CERTIFICATE_FAILED);
    }
  };

  /** Created only once the customer confirmed in the notice's dialog; a failure is said there. */
  const onRequestRevaluation = async () => {
    setActionError(undefined);
    let created: Valuation;
    try {
      created = await requestRevaluation(id).unwrap();
    } catch (failure) {
      throw new Error(getErrorMessage(failure, REVALUATION_FAILED));
    }
    await dispatch(valuationApi.util.upsertQueryData('getValuation', created.id, created));
    void navigate(routePath(ROUTES.valuationRequest, { id: created.id }));
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
      onSendToExpert={onSendToExpert}
      uploadProgress={progress}
      onDownloadCertificate={valuation?.result ? () => downloadCertificate(valuation) : undefined}
      chatLink={valuation ? { href: ROUTES.chat, state: chatState(valuation) } : undefined}
      actionError={actionError}
      marketNotice={
        completed && notice && valuation ? (
          <MarketNoticeCard
            notice={notice}
            offer={revaluationOffer(valuation)}
            onRequestRevaluation={onRequestRevaluation}
            requesting={revaluationState.isLoading}
            revaluationHref={
              notice.revaluationId
                ? routePath(ROUTES.valuationRequest, { id: notice.revaluationId })
                : undefined
            }
          />
        ) : undefined
      }
    />
  );
}
