import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  CATALOGUE,
  ROUTES,
  ITEM_IDENTITY_FIELDS,
  ITEM_IDENTITY_LABELS,
  VALUATION_BASIS_LABELS,
  VALUATION_PURPOSE_TEXTS,
  VALUATION_STATUS_LABELS,
  identityFromRequest,
  identityRows,
  type CompleteValuationRequest,
  type StaffPerson,
  type StaffValuation,
  brandOf,
  formatUkDateTime,
} from '@valuation/contracts';
import { formatPrice } from '../../catalogue';
import { LoadError } from '../LoadError';
import { PageHeader } from '../PageHeader';
import { SectionCard } from '../SectionCard';
import { personName, serviceName } from '../ValuationQueueScreen';
import { ValuationStatusChip } from '../ValuationStatusChip';
import { PhotoViewer } from './PhotoViewer';
import { Details } from './Details';
import { StaffCustomerPanel } from './StaffCustomerPanel';
import { staffActions, type ActionState, type StaffViewer } from './staffActions';
import {
  LazyAssignDialog,
  LazyRecommendRevaluationDialog,
  LazyRequestInfoDialog,
} from './LazyStaffValuationDialogs';
import { LazyCompleteValuationDialog } from '../CompleteValuationDialog/LazyCompleteValuationDialog';

export interface StaffValuationScreenProps {
  valuation?: StaffValuation;
  viewer: StaffViewer;
  /** Experts an admin may assign to (admins only). */
  experts?: StaffPerson[];
  loading?: boolean;
  errorMessage?: string;
  onRetry?: () => void;
  /** Assign to the viewer (no id) or, for admins, to another expert. Rejects with a sentence. */
  onAssign: (expertId?: string) => Promise<void>;
  onRequestInfo: (message: string) => Promise<void>;
  onComplete: (request: CompleteValuationRequest) => Promise<void>;
  /** Renders the certificate's preview for these details; resolves with the PDF's URL. */
  onPreviewCertificate: (request: CompleteValuationRequest) => Promise<string>;
  onRecommendRevaluation: (reason: string) => Promise<void>;
  /** Downloads the certificate PDF (completed requests). */
  onDownloadCertificate?: () => void;
  /** Beneath the photos: the customer's chat images to add to the request (ChatImagesPanel). */
  chatImages?: ReactNode;
  /**
   * What the viewer must add to their valuer profile before issuing a certificate (their own
   * qualification, their signature; `valuerProfileGap`), or null: the screen says so before the
   * form and Complete valuation stays disabled.
   */
  valuerProfileGap?: string | null;
}

type OpenDialog = 'assign' | 'info' | 'complete' | 'revalue' | null;

const formatDate = (iso: string) => formatUkDateTime(iso);

/** A button that, when the action is not allowed, is disabled and says why underneath. */
function ActionButton({
  state,
  onClick,
  children,
  variant = 'outlined',
  describedBy,
}: {
  state: ActionState;
  onClick: () => void;
  children: ReactNode;
  variant?: 'contained' | 'outlined';
  /** The id of a notice elsewhere that says why, when the state gives no reason. */
  describedBy?: string;
}) {
  const reasonId = `reason-${String(children).replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Box>
      <Button
        fullWidth
        variant={variant}
        disabled={!state.allowed}
        onClick={onClick}
        aria-describedby={
          state.allowed ? undefined : state.reason ? reasonId : (describedBy ?? undefined)
        }
      >
        {children}
      </Button>
      {!state.allowed && state.reason && (
        <Typography id={reasonId} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {state.reason}
        </Typography>
      )}
    </Box>
  );
}

/**
 * A valuation request as an expert works it (docs/product.md §2.20): photos in a zooming viewer,
 * the item, the customer and their other requests, the timeline, and the actions the viewer may
 * take (a disabled action says why).
 */
export function StaffValuationScreen({
  valuation,
  viewer,
  experts = [],
  loading = false,
  errorMessage,
  onRetry,
  onAssign,
  onRequestInfo,
  onComplete,
  onPreviewCertificate,
  onRecommendRevaluation,
  onDownloadCertificate,
  chatImages,
  valuerProfileGap,
}: StaffValuationScreenProps) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [assignError, setAssignError] = useState<string>();
  const [assigning, setAssigning] = useState(false);
  const close = () => setDialog(null);

  if (!valuation) {
    return (
      <Box sx={{ py: { xs: 3, md: 5 } }}>
        <Link href={ROUTES.staff}>Back to the valuation queue</Link>
        {loading && (
          <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center', py: 4 }}>
            <CircularProgress size={24} aria-hidden />
            <Typography>Loading the request...</Typography>
          </Box>
        )}
        {!loading && errorMessage && (
          <LoadError message={errorMessage} onRetry={onRetry} sx={{ mt: 3 }} />
        )}
      </Box>
    );
  }

  const v = valuation;
  const actions = staffActions(v, viewer);
  // Said before the expert fills the completion form, while the request is still open.
  const profileGap = v.status !== 'completed' && v.status !== 'cancelled' ? valuerProfileGap : null;
  const tier = CATALOGUE.services.find((s) => s.type === v.serviceType)?.tiers[v.serviceTier];
  const brand = brandOf(v);
  const assignedToMe = v.assignee?.id === viewer.id;

  const assignToMe = () => {
    setAssigning(true);
    setAssignError(undefined);
    onAssign().then(
      () => setAssigning(false),
      (error: unknown) => {
        setAssigning(false);
        setAssignError(error instanceof Error ? error.message : String(error));
      },
    );
  };

  return (
    <Box sx={{ py: { xs: 3, md: 5 } }}>
      <Link href={ROUTES.staff}>Back to the valuation queue</Link>
      <PageHeader
        title={`Request ${v.reference}`}
        subtitle={`${serviceName(v.serviceType)} valuation, ${tier?.name ?? v.serviceTier}, ${formatPrice(v.price.total)}`}
        actions={<ValuationStatusChip status={v.status} />}
        sx={{ mt: 2, mb: 3 }}
      />
      {v.overdue && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          This request is overdue: it was due {v.dueAt ? formatDate(v.dueAt) : ''}.
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <SectionCard title="Photos" headingLevel={2}>
            <PhotoViewer photos={v.photos} label={v.reference} />
            {chatImages}
          </SectionCard>
          <SectionCard title="Item" headingLevel={2}>
            <Details
              items={[
                ['Service', `${serviceName(v.serviceType)} (${tier?.name ?? v.serviceTier})`],
                ['Purpose', VALUATION_PURPOSE_TEXTS[v.purpose].label],
                ...(brand ? ([['Brand', brand]] as [string, ReactNode][]) : []),
                ...ITEM_IDENTITY_FIELDS.filter((f) => v[f]).map(
                  (f) => [ITEM_IDENTITY_LABELS[f], v[f]] as [string, ReactNode],
                ),
                ['Description', v.itemDescription],
                ...(v.lastKnownValue
                  ? ([['Last known value', v.lastKnownValue]] as [string, ReactNode][])
                  : []),
                ...(v.yearOfPurchase
                  ? ([['Year of purchase', v.yearOfPurchase]] as [string, ReactNode][])
                  : []),
                ['Auto-revalue', v.autoRevalue ? 'Yes, in two years (paid)' : 'No'],
                ['Due', v.dueAt ? formatDate(v.dueAt) : 'Not paid yet'],
              ]}
            />
          </SectionCard>
          {v.result && (
            <SectionCard
              title="Result"
              headingLevel={2}
              actions={
                onDownloadCertificate && (
                  <Button onClick={onDownloadCertificate} variant="outlined" size="small">
                    Download certificate (PDF)
                  </Button>
                )
              }
            >
              <Details
                items={[
                  ...identityRows(v.serviceType, v.result.identity ?? {}).map(
                    (row) => [row.label, row.value] as [string, ReactNode],
                  ),
                  ['Value', formatPrice(v.result.value, v.result.currency)],
                  ['Basis', VALUATION_BASIS_LABELS[v.result.basis]],
                  ['Assessed description', v.result.assessedDescription],
                  ['Valuer', v.result.valuer],
                  ['Completed', formatDate(v.result.completedAt)],
                  [
                    'Certificate',
                    <Link
                      key="cert"
                      href={ROUTES.verify.replace(':reference', v.result.certificateReference)}
                    >
                      {v.result.certificateReference}
                    </Link>,
                  ],
                  ...(v.revaluationDueAt
                    ? ([['Revaluation due', formatDate(v.revaluationDueAt)]] as [
                        string,
                        ReactNode,
                      ][])
                    : []),
                  ...(v.internalNotes
                    ? ([['Internal notes', v.internalNotes]] as [string, ReactNode][])
                    : []),
                ]}
              />
              {v.revaluationRecommendation && (
                <Alert severity="info" sx={{ mt: 2 }}>
                  Revaluation recommended on {formatDate(v.revaluationRecommendation.at)}:{' '}
                  {v.revaluationRecommendation.reason}
                </Alert>
              )}
            </SectionCard>
          )}
          <SectionCard title="Timeline" headingLevel={2}>
            <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {v.timeline.map((entry, index) => (
                <Box
                  component="li"
                  key={`${entry.at}-${index}`}
                  sx={{ borderLeft: 2, borderColor: 'primary.main', pl: 2, pb: 2 }}
                >
                  <Typography sx={{ fontWeight: 600 }}>
                    {VALUATION_STATUS_LABELS[entry.status]}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    <time dateTime={entry.at}>{formatDate(entry.at)}</time>
                    {entry.by ? `, by ${entry.by}` : ''}
                  </Typography>
                  {entry.note && (
                    <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                      {entry.note}
                    </Typography>
                  )}
                </Box>
              ))}
            </Box>
          </SectionCard>
        </Stack>

        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <SectionCard title="Actions" headingLevel={2}>
            <Stack spacing={2}>
              <Typography>
                Assigned to:{' '}
                <strong>
                  {v.assignee
                    ? `${personName(v.assignee)}${assignedToMe ? ' (you)' : ''}`
                    : 'Nobody yet'}
                </strong>
              </Typography>
              {assignError && (
                <Alert severity="error" role="alert">
                  {assignError}
                </Alert>
              )}
              {!assignedToMe && (
                <ActionButton
                  state={assigning ? { allowed: false } : actions.assign}
                  onClick={assignToMe}
                  variant="contained"
                >
                  {assigning ? 'Assigning...' : 'Assign to me'}
                </ActionButton>
              )}
              {viewer.role === 'admin' && (
                <ActionButton state={actions.assign} onClick={() => setDialog('assign')}>
                  Assign to another expert
                </ActionButton>
              )}
              {v.status !== 'completed' && (
                <>
                  <ActionButton state={actions.requestInfo} onClick={() => setDialog('info')}>
                    Request more information
                  </ActionButton>
                  {profileGap && (
                    <Alert severity="warning" id="valuer-profile-gap">
                      {profileGap} <Link href={ROUTES.staffProfile}>Open your valuer profile</Link>
                    </Alert>
                  )}
                  <ActionButton
                    state={
                      profileGap && actions.complete.allowed ? { allowed: false } : actions.complete
                    }
                    describedBy={profileGap ? 'valuer-profile-gap' : undefined}
                    onClick={() => setDialog('complete')}
                    variant="contained"
                  >
                    Complete valuation
                  </ActionButton>
                </>
              )}
              {v.status === 'completed' && (
                <ActionButton
                  state={actions.recommendRevaluation}
                  onClick={() => setDialog('revalue')}
                >
                  Recommend revaluation
                </ActionButton>
              )}
            </Stack>
          </SectionCard>
          <StaffCustomerPanel valuation={v} />
        </Stack>
      </Box>

      <LazyRequestInfoDialog open={dialog === 'info'} onClose={close} onSubmit={onRequestInfo} />
      <LazyCompleteValuationDialog
        open={dialog === 'complete'}
        onClose={close}
        service={v.serviceType}
        initialIdentity={identityFromRequest(v.serviceType, { brand, ...v })}
        initialBasis={v.purpose}
        customerDescription={v.itemDescription}
        onPreview={onPreviewCertificate}
        onSubmit={onComplete}
      />
      <LazyRecommendRevaluationDialog
        open={dialog === 'revalue'}
        onClose={close}
        onSubmit={onRecommendRevaluation}
      />
      {viewer.role === 'admin' && (
        <LazyAssignDialog
          open={dialog === 'assign'}
          onClose={close}
          experts={experts}
          currentAssigneeId={v.assignee?.id}
          onSubmit={(expertId) => onAssign(expertId)}
        />
      )}
    </Box>
  );
}
