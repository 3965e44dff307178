import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import {
  CATALOGUE,
  catalogueService,
  VALUATION_BASIS_LABELS,
  VALUATION_STATUS_LABELS,
  type Catalogue,
  type Valuation,
  brandOf,
  photoAllowance,
} from '@valuation/contracts';
import { formatPrice } from '../../catalogue';
import { FormDialog } from '../FormDialog';
import { ImageUploader } from '../ImageUploader';
import { LoadError } from '../LoadError';
import { PageHeader } from '../PageHeader';
import { SectionCard } from '../SectionCard';
import { SubmitButton } from '../SubmitButton';
import { ValuationStatusChip } from '../ValuationStatusChip';

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
  /** Photos added while the expert asks for more (or before payment). */
  onAddPhotos?: (photos: File[]) => Promise<void>;
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

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' });

/** "23 Nov 2026, 15:40" */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
export const formatDate = (iso: string) => date.format(new Date(iso));

/** The notice's title when an expert recommends revaluing a completed request. */
export const revaluationNoticeTitle = (reference: string) =>
  `We recommend updating your valuation ${reference}`;

export interface RevaluationNoticeProps {
  reference: string;
  recommendation: { reason: string; at: string };
  /** The request's page (the dashboard links it; the request page itself does not). */
  href?: string;
}

/**
 * An expert recommended a revaluation of a completed request (docs/product.md §2.21): the reason,
 * when, and how to act on it. Shown on the dashboard and on the request's page.
 */
export function RevaluationNotice({ reference, recommendation, href }: RevaluationNoticeProps) {
  return (
    <Alert
      severity="info"
      role="none"
      action={
        href ? (
          <Button color="inherit" size="small" href={href} aria-label={`View request ${reference}`}>
            View request
          </Button>
        ) : undefined
      }
    >
      <AlertTitle component="h2" sx={{ fontSize: '1rem', fontWeight: 600 }}>
        {revaluationNoticeTitle(reference)}
      </AlertTitle>
      <Typography sx={{ whiteSpace: 'pre-wrap' }}>{recommendation.reason}</Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        Recommended by our expert on {formatDate(recommendation.at)}. Values change with the market:
        start a new valuation to keep your cover up to date.
      </Typography>
    </Alert>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" color="text.secondary" variant="body2">
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, mb: 1.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {children}
      </Typography>
    </>
  );
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
 * photos (full size in a dialog), details, price and payment, Pay now / Cancel request while
 * allowed, more photos while the expert asks for them, and the result and certificate once
 * completed.
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
  uploadProgress = null,
  certificateHref,
  onDownloadCertificate,
  chatLink,
  actionError,
  marketNotice,
}: ValuationRequestScreenProps) {
  const [downloading, setDownloading] = useState(false);
  const [openPhoto, setOpenPhoto] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [cancelError, setCancelError] = useState<string>();
  const [newPhotos, setNewPhotos] = useState<File[]>([]);
  const [addingPhotos, setAddingPhotos] = useState(false);

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
  const canAddPhotos =
    Boolean(onAddPhotos) && (v.status === 'info_requested' || v.status === 'awaiting_payment');
  // Before payment up to 5 in all; while the expert asks for more, up to 5 per upload and 20 in
  // all (docs/product.md §2.18).
  const remainingSlots = photoAllowance(v.status, v.photos.length, catalogue.images.maxFiles);
  const photo = openPhoto === null ? undefined : v.photos[openPhoto];

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

  const uploadPhotos = async () => {
    if (!onAddPhotos || newPhotos.length === 0) return;
    setAddingPhotos(true);
    try {
      await onAddPhotos(newPhotos);
      setNewPhotos([]);
    } catch {
      // The caller shows the failure through `actionError`; the photos stay for a retry.
    } finally {
      setAddingPhotos(false);
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
        sx={{ mb: 4 }}
      />
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

        {v.status === 'info_requested' ? (
          <Alert severity="info" role="none">
            Our expert has asked for more information. Please add photos below or reply in the chat.
          </Alert>
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
              {formatPrice(v.result.value, v.result.currency)}
            </Typography>
            <Box component="dl" sx={{ m: 0 }}>
              <Detail label="Basis">{VALUATION_BASIS_LABELS[v.result.basis]}</Detail>
              <Detail label="Expert's description">{v.result.assessedDescription}</Detail>
              <Detail label="Valued by">{v.result.valuer}</Detail>
              <Detail label="Completed">{formatDateTime(v.result.completedAt)}</Detail>
              <Detail label="Certificate reference">{v.result.certificateReference}</Detail>
            </Box>
          </SectionCard>
        ) : null}

        <SectionCard title="Status">
          <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Timeline">
            {v.timeline.map((entry, index) => (
              <Box
                component="li"
                key={`${entry.status}-${entry.at}-${index}`}
                sx={{
                  borderLeft: 2,
                  borderColor: index === v.timeline.length - 1 ? 'primary.main' : 'divider',
                  pl: 2,
                  pb: 2,
                }}
              >
                <Typography sx={{ fontWeight: 600 }}>
                  {VALUATION_STATUS_LABELS[entry.status]}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatDateTime(entry.at)}
                  {entry.by ? `, ${entry.by}` : ''}
                </Typography>
                {entry.note ? (
                  <Typography sx={{ mt: 0.5, whiteSpace: 'pre-wrap' }}>{entry.note}</Typography>
                ) : null}
              </Box>
            ))}
          </Box>
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

        <SectionCard title="Photos">
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
            }}
          >
            {v.photos.map((item, index) => (
              <li key={item.id}>
                <ButtonBase
                  onClick={() => setOpenPhoto(index)}
                  aria-label={`Open ${item.name} full size`}
                  sx={{ display: 'block', width: '100%', borderRadius: 2, overflow: 'hidden' }}
                >
                  <Box
                    component="img"
                    src={item.previewUrl}
                    alt=""
                    loading="lazy"
                    sx={{ display: 'block', width: '100%', aspectRatio: '1', objectFit: 'cover' }}
                  />
                </ButtonBase>
              </li>
            ))}
          </Box>
          {canAddPhotos && remainingSlots > 0 ? (
            <Box sx={{ mt: 3 }}>
              <ImageUploader
                files={newPhotos}
                onChange={setNewPhotos}
                limits={{ ...catalogue.images, maxFiles: remainingSlots }}
                label="Add photos"
                disabled={addingPhotos}
              />
              {addingPhotos && uploadProgress !== null ? (
                <LinearProgress
                  variant="determinate"
                  value={uploadProgress}
                  aria-label={`Uploading photos: ${Math.round(uploadProgress)}%`}
                  sx={{ mt: 2 }}
                />
              ) : null}
              <SubmitButton
                type="button"
                busy={addingPhotos}
                busyLabel="Uploading..."
                disabled={newPhotos.length === 0}
                onClick={() => void uploadPhotos()}
                sx={{ mt: 2 }}
              >
                Upload photos
              </SubmitButton>
            </Box>
          ) : null}
        </SectionCard>

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

      <Dialog
        open={Boolean(photo)}
        onClose={() => setOpenPhoto(null)}
        maxWidth="lg"
        aria-labelledby="valuation-photo-title"
      >
        {photo ? (
          <>
            <DialogTitle id="valuation-photo-title">{photo.name}</DialogTitle>
            <DialogContent>
              <Box
                component="img"
                src={photo.url}
                alt={photo.name}
                sx={{ display: 'block', maxWidth: '100%', maxHeight: '75vh', mx: 'auto' }}
              />
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setOpenPhoto(null)}>Close</Button>
            </DialogActions>
          </>
        ) : null}
      </Dialog>

      <FormDialog
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
