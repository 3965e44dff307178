import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import {
  CATALOGUE,
  catalogueService,
  formatGbp,
  ROUTES,
  routePath,
  VALUATION_BASIS_LABELS,
  type Catalogue,
  type Valuation,
  brandOf,
  photoAllowance,
} from '@valuation/contracts';
import { formatPrice } from '../../catalogue';
import { LazyFormDialog } from '../FormDialog';
import { LoadError } from '../LoadError';
import { PageHeader } from '../PageHeader';
import { SectionCard } from '../SectionCard';
import { SubmitButton } from '../SubmitButton';
import { ValuationProgress } from '../ValuationProgress';
import { ValuationStatusChip } from '../ValuationStatusChip';
import { Detail } from './Detail';
import { formatDate, formatDateTime } from './formats';
import { ItemIdentityCard } from './ItemIdentityCard';
import { InfoRequestPanel } from './InfoRequestPanel';
import { RequestPhotos } from './RequestPhotos';
import { RequestTimeline } from './RequestTimeline';
import { RevaluationNotice } from './RevaluationNotice';

export { formatDate, formatDateTime } from './formats';
export {
  ItemIdentityCard,
  ITEM_IDENTITY_TEXTS,
  type ItemIdentityCardProps,
} from './ItemIdentityCard';
export {
  RevaluationNotice,
  revaluationNoticeTitle,
  type RevaluationNoticeProps,
} from './RevaluationNotice';
/** A link the app's router follows, with navigation state (e.g. the chat about this request). */
export interface StatefulLink {
  href: string;
  state?: unknown;
}

export interface ValuationRequestScreenProps {
  /** The request; undefined while it loads. */
  valuation?: Valuation;
  /** Why it could not be loaded ("Valuation request not found"). */
  loadError?: string;
  onRetry?: () => void;
  catalogue?: Catalogue;
  /** "Pay now" while unpaid. */
  onPayNow?: () => void | Promise<void>;
  paying?: boolean;
  /** "Cancel request", confirmed in a dialog; reject with an Error whose message is shown. */
  onCancel?: () => Promise<void>;
  /** Photos added before payment, or while the expert asks for more (the request stays waiting). */
  onAddPhotos?: (photos: File[]) => Promise<void>;
  /**
   * "Send to the expert": the photos added since the question and this reply go back to the
   * expert (docs/product.md, "The 'more information' loop"); reject to keep the reply.
   */
  onSendToExpert?: (message: string) => Promise<void>;
  /** Now, for the expected-by date's year (default: the current time). */
  now?: Date;
  /** Upload progress in percent while photos are added. */
  uploadProgress?: number | null;
  /** The certificate PDF, once completed (a plain link). */
  certificateHref?: string;
  /**
   * Downloads the certificate (the app fetches it with the session's token); when given, "Download
   * certificate" is a button calling it instead of a link.
   */
  onDownloadCertificate?: () => Promise<void>;
  /** "Chat about this request". */
  chatLink?: StatefulLink;
  /** The failure of the last action (pay, add photos), shown at the top. */
  actionError?: string;
  /** A completed request's market notice (MarketNoticeCard), from the container. */
  marketNotice?: ReactNode;
}

/** What the customer is told before cancelling: what is refunded. */
export function cancellationNotice(valuation: Valuation): string {
  const paid = valuation.payment?.status === 'paid';
  return paid
    ? `Your payment of ${formatPrice(valuation.payment?.amount ?? valuation.price.total)} will be refunded in full to the card you paid with.`
    : 'Nothing has been charged for this request, so there is nothing to refund.';
}

/**
 * /valuations/:id (docs/product.md §2.18): the owner's view of one request — status and timeline,
 * when the result is expected and what happens next, photos (full size in a dialog), details,
 * price and payment, Pay now / Cancel request while allowed, the answer to the expert's question
 * (photos and a reply, sent in one action), and the result and certificate (its reference linking
 * its /verify page) once completed.
 */
export function ValuationRequestScreen({
  valuation,
  loadError,
  onRetry,
  catalogue = CATALOGUE,
  onPayNow,
  paying = false,
  onCancel,
  onAddPhotos,
  onSendToExpert,
  now,
  uploadProgress = null,
  certificateHref,
  onDownloadCertificate,
  chatLink,
  actionError,
  marketNotice,
}: ValuationRequestScreenProps) {
  const [downloading, setDownloading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [cancelError, setCancelError] = useState<string>();

  if (loadError) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
        <PageHeader title="Valuation request" sx={{ mb: 3 }} />
        <LoadError message={loadError} onRetry={onRetry} />
      </Container>
    );
  }

  if (!valuation) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
        <Box role="status" aria-busy="true" aria-label="Loading the request">
          <Skeleton variant="text" height={64} width="60%" />
          <Skeleton variant="rounded" height={160} sx={{ my: 3 }} />
          <Skeleton variant="rounded" height={240} />
        </Box>
      </Container>
    );
  }

  const v = valuation;
  const service = catalogueService(v.serviceType, catalogue);
  const tierName = service?.tiers[v.serviceTier]?.name ?? v.serviceTier;
  const brand = brandOf(v);
  // Before payment up to 5 in all; while the expert asks for more, up to 5 per upload and 20 in
  // all (docs/product.md §2.18).
  const remainingSlots = photoAllowance(v.status, v.photos.length, catalogue.images.maxFiles);

  const confirmCancel = async () => {
    if (!onCancel) return;
    setCancelling(true);
    setCancelError(undefined);
    try {
      await onCancel();
      setConfirming(false);
    } catch (error) {
      setCancelError(error instanceof Error ? error.message : String(error));
    } finally {
      setCancelling(false);
    }
  };

  const payment = v.payment;
  const paymentText =
    payment?.status === 'paid' && payment.paidAt
      ? `Paid on ${formatDateTime(payment.paidAt)}`
      : payment?.status === 'refunded' && payment.refundedAt
        ? `Refunded in full on ${formatDateTime(payment.refundedAt)}`
        : payment?.status === 'failed'
          ? 'The last payment attempt failed'
          : v.status === 'cancelled'
            ? 'Not paid'
            : 'Awaiting payment';

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <PageHeader
        title={
          <>
            Valuation request{' '}
            {/* A reference is one word: a phone breaks the line before it, never at its hyphens. */}
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {v.reference}
            </Box>
          </>
        }
        subtitle={`${service?.name ?? v.serviceType} valuation, ${tierName}. Requested on ${formatDate(v.createdAt)}.`}
        actions={<ValuationStatusChip status={v.status} />}
        sx={{ mb: 3 }}
      />
      <Box sx={{ mb: 4 }}>
        <ValuationProgress status={v.status} expectedBy={v.expectedBy} now={now} />
      </Box>
      <Stack spacing={3}>
        {actionError ? (
          <Alert severity="error" role="alert">
            {actionError}
          </Alert>
        ) : null}

        {v.status === 'awaiting_payment' && onPayNow ? (
          <Alert
            severity="warning"
            role="none"
            action={
              <SubmitButton
                type="button"
                busy={paying}
                busyLabel="Opening payment..."
                onClick={() => void onPayNow()}
              >
                Pay now
              </SubmitButton>
            }
          >
            Payment is taken in advance. Your request goes to an expert once it is paid.
          </Alert>
        ) : null}

        {v.status === 'info_requested' && onAddPhotos && onSendToExpert ? (
          <InfoRequestPanel
            valuation={v}
            limits={{ ...catalogue.images, maxFiles: remainingSlots }}
            onAddPhotos={onAddPhotos}
            uploadProgress={uploadProgress}
            onSend={onSendToExpert}
          />
        ) : null}

        {marketNotice}

        {v.revaluationRecommendation ? (
          <RevaluationNotice reference={v.reference} recommendation={v.revaluationRecommendation} />
        ) : null}

        {v.result ? (
          <SectionCard
            title="Your valuation"
            actions={
              onDownloadCertificate ? (
                <SubmitButton
                  type="button"
                  busy={downloading}
                  busyLabel="Downloading..."
                  startIcon={<DownloadOutlined aria-hidden="true" />}
                  onClick={() => {
                    setDownloading(true);
                    void onDownloadCertificate().finally(() => setDownloading(false));
                  }}
                >
                  Download certificate
                </SubmitButton>
              ) : certificateHref ? (
                <Button
                  variant="contained"
                  href={certificateHref}
                  startIcon={<DownloadOutlined aria-hidden="true" />}
                  download
                >
                  Download certificate
                </Button>
              ) : undefined
            }
          >
            <Typography variant="h3" component="p" sx={{ mb: 1 }}>
              {formatGbp(v.result.value)}
            </Typography>
            <Box component="dl" sx={{ m: 0 }}>
              <Detail label="Basis">{VALUATION_BASIS_LABELS[v.result.basis]}</Detail>
              <Detail label="Expert's description">{v.result.assessedDescription}</Detail>
              <Detail label="Valued by">{v.result.valuer}</Detail>
              <Detail label="Completed">{formatDateTime(v.result.completedAt)}</Detail>
              <Detail label="Certificate reference">
                <Link
                  href={routePath(ROUTES.verify, { reference: v.result.certificateReference })}
                  aria-label={`Verify certificate ${v.result.certificateReference}`}
                >
                  {v.result.certificateReference}
                </Link>
              </Detail>
            </Box>
          </SectionCard>
        ) : null}

        <SectionCard title="Status">
          <RequestTimeline timeline={v.timeline} />
          {chatLink ? (
            <Button
              variant="outlined"
              href={chatLink.href}
              startIcon={<ChatBubbleOutline aria-hidden="true" />}
              {...({ state: chatLink.state } as object)}
            >
              Chat about this request
            </Button>
          ) : null}
        </SectionCard>

        <RequestPhotos
          valuation={v}
          onAddPhotos={v.status === 'awaiting_payment' ? onAddPhotos : undefined}
          limits={{ ...catalogue.images, maxFiles: remainingSlots }}
          uploadProgress={uploadProgress}
        />

        <SectionCard title="Price and payment">
          <Box component="dl" sx={{ m: 0 }}>
            <Detail label={`${tierName} valuation`}>
              {formatPrice(v.price.tier, v.price.currency)}
            </Detail>
            {v.price.autoRevalue ? (
              <Detail label="Auto-revalue">
                {formatPrice(v.price.autoRevalue, v.price.currency)}
              </Detail>
            ) : null}
            <Detail label="Total">{formatPrice(v.price.total, v.price.currency)}</Detail>
            <Detail label="Payment">{paymentText}</Detail>
            {v.revaluationDueAt ? (
              <Detail label="Revaluation due">{formatDate(v.revaluationDueAt)}</Detail>
            ) : null}
          </Box>
          {v.cancellableUntil && onCancel ? (
            <Box sx={{ mt: 1 }}>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                You can cancel this request until {formatDateTime(v.cancellableUntil)}, as long as
                no expert has started on it.
              </Typography>
              <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
                Cancel request
              </Button>
            </Box>
          ) : null}
        </SectionCard>

        <ItemIdentityCard valuation={v} />

        <SectionCard title="Item details">
          <Box component="dl" sx={{ m: 0 }}>
            <Detail label="Service">{`${service?.name ?? v.serviceType}, ${tierName}`}</Detail>
            {brand ? <Detail label="Brand">{brand}</Detail> : null}
            <Detail label="Description">{v.itemDescription}</Detail>
            {v.lastKnownValue ? <Detail label="Last known value">{v.lastKnownValue}</Detail> : null}
            {v.yearOfPurchase ? <Detail label="Year of purchase">{v.yearOfPurchase}</Detail> : null}
            <Detail label="Auto-revalue">{v.autoRevalue ? 'Yes' : 'No'}</Detail>
            <Detail label="Name">{`${v.firstName} ${v.lastName}`}</Detail>
            <Detail label="Email">{v.email}</Detail>
            {v.phone ? <Detail label="Phone">{v.phone}</Detail> : null}
            <Detail label="Postal address">
              {[
                v.address.street,
                v.address.city,
                v.address.state,
                v.address.postalCode,
                v.address.country,
              ]
                .filter(Boolean)
                .join('\n')}
            </Detail>
          </Box>
        </SectionCard>
      </Stack>

      <LazyFormDialog
        open={confirming}
        title="Cancel this request?"
        description={cancellationNotice(v)}
        onClose={() => setConfirming(false)}
        onSubmit={() => void confirmCancel()}
        submitLabel="Cancel request"
        busyLabel="Cancelling..."
        busy={cancelling}
        submitColor="error"
        cancelLabel="Keep request"
        errorMessage={cancelError}
      />
    </Container>
  );
}
