import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { COLLECTION_TEXTS, type ScheduleShare } from '@valuation/contracts';
import { getErrorMessage } from '../../utils';
import { LazyFormDialog } from '../FormDialog';
import { LoadError } from '../LoadError';
import { SectionCard } from '../SectionCard';
import { formatDay, formatMoment } from './collectionFormats';

export interface ScheduleSharesProps {
  shares?: ScheduleShare[];
  loading?: boolean;
  loadError?: string;
  onRetry?: () => void;
  /** Revokes a link (confirmed first); reject with an Error whose message is shown. */
  onRevoke: (share: ScheduleShare) => Promise<void>;
  now: Date;
}

/** The links given to insurers: whom, until when, how often opened, and "Revoke" (confirmed). */
export function ScheduleShares({
  shares,
  loading = false,
  loadError,
  onRetry,
  onRevoke,
  now,
}: ScheduleSharesProps) {
  const [toRevoke, setToRevoke] = useState<ScheduleShare>();
  // Kept after closing, so the dialog keeps its words while it fades out.
  const [asked, setAsked] = useState<ScheduleShare>();
  const [revoking, setRevoking] = useState(false);
  const [problem, setProblem] = useState<string>();

  const confirm = async () => {
    if (!toRevoke) return;
    setRevoking(true);
    setProblem(undefined);
    try {
      await onRevoke(toRevoke);
      setToRevoke(undefined);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : getErrorMessage(error));
    } finally {
      setRevoking(false);
    }
  };

  let body;
  if (loadError) body = <LoadError message={loadError} onRetry={onRetry} />;
  else if (loading && !shares) body = <Skeleton variant="rounded" height={64} aria-hidden="true" />;
  else if (!shares || shares.length === 0)
    body = <Typography color="text.secondary">{COLLECTION_TEXTS.noShares}</Typography>;
  else
    body = (
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {shares.map((share) => {
          const expired = new Date(share.expiresAt).getTime() <= now.getTime();
          return (
            <Box
              component="li"
              key={share.id}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 1.5,
                p: 2,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
              }}
            >
              <Box sx={{ minWidth: 0, display: 'grid', gap: 0.5 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {share.recipient}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {expired
                    ? COLLECTION_TEXTS.expiredOn(formatDay(share.expiresAt))
                    : COLLECTION_TEXTS.expiresOn(formatDay(share.expiresAt))}
                  {' · '}
                  {COLLECTION_TEXTS.views(share.views)}
                  {share.lastViewedAt
                    ? `, ${COLLECTION_TEXTS.lastViewed(formatMoment(share.lastViewedAt))}`
                    : ''}
                </Typography>
              </Box>
              {expired ? null : (
                <Button
                  variant="outlined"
                  color="error"
                  size="small"
                  aria-label={COLLECTION_TEXTS.revokeFor(share.recipient)}
                  onClick={() => {
                    setProblem(undefined);
                    setToRevoke(share);
                    setAsked(share);
                  }}
                >
                  {COLLECTION_TEXTS.revoke}
                </Button>
              )}
            </Box>
          );
        })}
      </Box>
    );

  return (
    <SectionCard title={COLLECTION_TEXTS.sharesHeading} sx={{ mt: 4 }}>
      <Box aria-busy={loading}>{body}</Box>
      <LazyFormDialog
        open={Boolean(toRevoke)}
        title={COLLECTION_TEXTS.revokeTitle}
        description={asked ? COLLECTION_TEXTS.revokeDescription(asked.recipient) : undefined}
        onClose={() => setToRevoke(undefined)}
        onSubmit={() => void confirm()}
        submitLabel={COLLECTION_TEXTS.revoke}
        busyLabel={COLLECTION_TEXTS.revoking}
        submitColor="error"
        busy={revoking}
        errorMessage={problem}
      />
    </SectionCard>
  );
}
