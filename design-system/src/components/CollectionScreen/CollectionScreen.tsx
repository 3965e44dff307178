import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import {
  COLLECTION_TEXTS,
  ROUTES,
  type CollectionItem,
  type CollectionQuery,
  type CollectionResponse,
  type CreateScheduleShareRequest,
  type ScheduleShare,
} from '@valuation/contracts';
import { LoadError } from '../LoadError';
import { PageHeader } from '../PageHeader';
import { CollectionItemCard } from './CollectionItemCard';
import { CollectionToolbar } from './CollectionToolbar';
import { CollectionTotal } from './CollectionTotal';
import { ScheduleShares } from './ScheduleShares';
import { ShareScheduleDialog } from './ShareScheduleDialog';

export interface CollectionScreenProps {
  /** The items and totals of the current search, filter and sorting. */
  collection?: CollectionResponse;
  /** The first load is on its way (a later search keeps the list shown until it answers). */
  loading?: boolean;
  loadError?: string;
  onRetry?: () => void;
  /** The search, category and sorting shown; every change is handed to `onQueryChange`. */
  query: CollectionQuery;
  onQueryChange: (query: CollectionQuery) => void;
  /** Leaves an item out of the schedule (true) or includes it again; reject with an Error to show. */
  onToggleExcluded: (item: CollectionItem, excluded: boolean) => Promise<void>;
  /** The schedule as a PDF or CSV file (behind the session); reject with an Error to show. */
  onDownloadPdf: () => Promise<void>;
  onDownloadCsv: () => Promise<void>;
  shares?: ScheduleShare[];
  sharesLoading?: boolean;
  sharesError?: string;
  onRetryShares?: () => void;
  /** Creates a link for an insurer; resolves with the share and its `url`. */
  onCreateShare: (request: CreateScheduleShareRequest) => Promise<ScheduleShare>;
  onRevokeShare: (share: ScheduleShare) => Promise<void>;
  /** Puts a link on the clipboard (the browser's clipboard by default). */
  onCopyLink?: (url: string) => Promise<void>;
  /** The time revaluations and links are judged at; the real time by default. */
  now?: Date;
}

const copyToClipboard = (url: string) => navigator.clipboard.writeText(url);
const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/**
 * /collection, "My Collection": the total insured value at the top, the customer's valued items
 * as cards (search, category, sorting; each opens its latest request; each can be left out of the
 * schedule), the schedule as PDF and CSV, and links for an insurer with their views and "Revoke".
 */
export function CollectionScreen({
  collection,
  loading = false,
  loadError,
  onRetry,
  query,
  onQueryChange,
  onToggleExcluded,
  onDownloadPdf,
  onDownloadCsv,
  shares,
  sharesLoading,
  sharesError,
  onRetryShares,
  onCreateShare,
  onRevokeShare,
  onCopyLink = copyToClipboard,
  now = new Date(),
}: CollectionScreenProps) {
  const [toggling, setToggling] = useState<string>();
  const [downloading, setDownloading] = useState<'pdf' | 'csv'>();
  const [actionError, setActionError] = useState<string>();
  const [sharing, setSharing] = useState(false);
  const filtered = Boolean(query.q?.trim() || query.service);
  const items = collection?.items ?? [];
  const empty = Boolean(collection) && items.length === 0 && !filtered;

  const toggle = async (item: CollectionItem, excluded: boolean) => {
    setActionError(undefined);
    setToggling(item.id);
    try {
      await onToggleExcluded(item, excluded);
    } catch (error) {
      setActionError(messageOf(error, COLLECTION_TEXTS.updateFailed));
    } finally {
      setToggling(undefined);
    }
  };

  const download = async (kind: 'pdf' | 'csv') => {
    setActionError(undefined);
    setDownloading(kind);
    try {
      await (kind === 'pdf' ? onDownloadPdf() : onDownloadCsv());
    } catch (error) {
      setActionError(messageOf(error, COLLECTION_TEXTS.downloadFailed));
    } finally {
      setDownloading(undefined);
    }
  };

  const actions = (
    <>
      <Button
        variant="contained"
        startIcon={<DownloadOutlined />}
        disabled={downloading !== undefined}
        onClick={() => void download('pdf')}
      >
        {downloading === 'pdf' ? COLLECTION_TEXTS.downloading : COLLECTION_TEXTS.downloadPdf}
      </Button>
      <Button
        variant="outlined"
        startIcon={<DownloadOutlined />}
        disabled={downloading !== undefined}
        onClick={() => void download('csv')}
      >
        {downloading === 'csv' ? COLLECTION_TEXTS.downloading : COLLECTION_TEXTS.downloadCsv}
      </Button>
      <Button
        variant="outlined"
        startIcon={<ShareOutlined />}
        aria-haspopup="dialog"
        onClick={() => setSharing(true)}
      >
        {COLLECTION_TEXTS.share}
      </Button>
    </>
  );

  let body;
  if (loadError && !collection) {
    body = <LoadError message={loadError} onRetry={onRetry} />;
  } else if (!collection) {
    body = (
      <Box role="status" aria-busy={loading} aria-label={COLLECTION_TEXTS.loading}>
        <Skeleton variant="rounded" height={132} sx={{ mb: 3 }} />
        {[0, 1].map((key) => (
          <Skeleton key={key} variant="rounded" height={160} sx={{ mb: 2 }} />
        ))}
      </Box>
    );
  } else if (empty) {
    body = (
      <Card sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
        <Typography sx={{ mb: 2 }}>{COLLECTION_TEXTS.empty}</Typography>
        <Button variant="contained" href={ROUTES.valuation}>
          {COLLECTION_TEXTS.startValuation}
        </Button>
      </Card>
    );
  } else {
    body = (
      <>
        <CollectionTotal
          totals={collection.totals}
          // The totals are the whole collection's; the list may be a search's part of it.
          leftOut={filtered ? 0 : items.filter((item) => item.excluded).length}
          actions={actions}
        />
        {loadError ? <LoadError message={loadError} onRetry={onRetry} sx={{ mb: 2 }} /> : null}
        {actionError ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {actionError}
          </Alert>
        ) : null}
        <CollectionToolbar query={query} onQueryChange={onQueryChange} />
        {items.length === 0 ? (
          <Typography role="status" color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
            {COLLECTION_TEXTS.noMatch}
          </Typography>
        ) : (
          <Box
            component="ul"
            aria-label={COLLECTION_TEXTS.title}
            aria-busy={loading}
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            }}
          >
            {items.map((item) => (
              <li key={item.id}>
                <CollectionItemCard
                  item={item}
                  busy={toggling === item.id}
                  onToggleExcluded={(target, excluded) => void toggle(target, excluded)}
                  now={now}
                />
              </li>
            ))}
          </Box>
        )}
        <ScheduleShares
          shares={shares}
          loading={sharesLoading}
          loadError={sharesError}
          onRetry={onRetryShares}
          onRevoke={onRevokeShare}
          now={now}
        />
        <ShareScheduleDialog
          open={sharing}
          onClose={() => setSharing(false)}
          onCreate={onCreateShare}
          onCopy={onCopyLink}
        />
      </>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 8 } }}>
      <PageHeader title={COLLECTION_TEXTS.title} subtitle={COLLECTION_TEXTS.subtitle} />
      {body}
    </Container>
  );
}
