import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import {
  CATALOGUE,
  ROUTES,
  VALUATION_BASIS_LABELS,
  type CertificateStatus,
  type CertificateVerification,
  formatUkDate,
} from '@valuation/contracts';
import { formatPrice } from '../../catalogue';
import { LoadError } from '../LoadError';
import { PageScaffold } from '../PageScaffold';
import { SectionCard } from '../SectionCard';

export interface CertificateVerificationScreenProps {
  /** The reference from the address (/verify/:reference). */
  reference: string;
  /** The certificate, once found. */
  certificate?: CertificateVerification;
  loading?: boolean;
  /** The server knows no certificate with this reference. */
  notFound?: boolean;
  /** Any other failure (offline, server error), shown with a retry. */
  errorMessage?: string;
  onRetry?: () => void;
}

export const VERIFY_TEXTS = {
  title: 'Certificate verification',
  valid: 'This certificate is valid.',
  superseded:
    'This certificate has been superseded: the item was valued again and a newer certificate replaces it.',
  expired: (validUntil: string) =>
    `This certificate expired on ${formatUkDate(validUntil)}: the value it states is more than two years old. Ask the owner for a current valuation.`,
  notFoundTitle: 'Certificate not found',
  photoAlt: (item: string) => `Photo of the certified item: ${item}`,
  notFound: (reference: string) =>
    `We could not find a certificate with the reference "${reference}". Check the reference printed under the QR code on the certificate and try again.`,
} as const;

const STATUS_LABELS: Record<CertificateStatus, string> = {
  valid: 'Valid',
  superseded: 'Superseded',
  expired: 'Expired',
};

function statusMessage(certificate: CertificateVerification): string {
  if (certificate.status === 'valid') return VERIFY_TEXTS.valid;
  if (certificate.status === 'expired') return VERIFY_TEXTS.expired(certificate.validUntil);
  return VERIFY_TEXTS.superseded;
}

function serviceName(type: string): string {
  return CATALOGUE.services.find((s) => s.type === type)?.name ?? type;
}

/**
 * The public check of a valuation certificate (docs/product.md §2.21): valid, superseded or
 * expired, with the item's first photo (a small preview), the reference, issue date, the date it is
 * valid until (as the PDF prints it), item summary (its serial masked), value, basis and valuer;
 * nothing about the customer.
 */
export function CertificateVerificationScreen({
  reference,
  certificate,
  loading = false,
  notFound = false,
  errorMessage,
  onRetry,
}: CertificateVerificationScreenProps) {
  if (notFound) {
    return (
      <PageScaffold title={VERIFY_TEXTS.notFoundTitle}>
        <Alert severity="warning" sx={{ mb: 3 }}>
          {VERIFY_TEXTS.notFound(reference)}
        </Alert>
        <Button href={ROUTES.home} variant="outlined">
          Go to the home page
        </Button>
      </PageScaffold>
    );
  }

  return (
    <PageScaffold
      title={VERIFY_TEXTS.title}
      description="Check a Luxe Valuations certificate by its reference."
    >
      {loading && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>Checking certificate {reference}...</Typography>
        </Box>
      )}
      {!loading && errorMessage && <LoadError message={errorMessage} onRetry={onRetry} />}
      {!loading && !errorMessage && certificate && (
        <>
          <Alert
            severity={certificate.status === 'valid' ? 'success' : 'warning'}
            sx={{ mb: 3 }}
            role="status"
          >
            {statusMessage(certificate)}
          </Alert>
          <SectionCard title={`Certificate ${certificate.reference}`} headingLevel={2}>
            {certificate.photoUrl && (
              <Box
                component="img"
                src={certificate.photoUrl}
                alt={VERIFY_TEXTS.photoAlt(certificate.itemSummary)}
                sx={{
                  display: 'block',
                  maxWidth: '100%',
                  width: 240,
                  height: 'auto',
                  borderRadius: 1,
                  mb: 3,
                }}
              />
            )}
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
                columnGap: 3,
                rowGap: { xs: 0.5, sm: 1.5 },
                m: 0,
                '& dt': { color: 'text.secondary', mt: { xs: 1.5, sm: 0 } },
                '& dd': { m: 0, fontWeight: 600 },
              }}
            >
              <dt>Status</dt>
              <dd>{STATUS_LABELS[certificate.status]}</dd>
              <dt>Reference</dt>
              <dd>{certificate.reference}</dd>
              <dt>Date of issue</dt>
              <dd>{formatUkDate(certificate.issuedAt)}</dd>
              <dt>Valid until</dt>
              <dd>{formatUkDate(certificate.validUntil)}</dd>
              <dt>Service</dt>
              <dd>{serviceName(certificate.service)} valuation</dd>
              <dt>Item</dt>
              <dd>{certificate.itemSummary}</dd>
              <dt>Value</dt>
              <dd>{formatPrice(certificate.value, certificate.currency)}</dd>
              <dt>Basis</dt>
              <dd>{VALUATION_BASIS_LABELS[certificate.basis]}</dd>
              <dt>Valuer</dt>
              <dd>{certificate.valuer}</dd>
            </Box>
          </SectionCard>
        </>
      )}
    </PageScaffold>
  );
}
