import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import {
  COLLECTION_TEXTS,
  identityRows,
  ROUTES,
  routePath,
  SERVICE_TYPES,
  VALUATION_BASIS_LABELS,
  type SharedScheduleItem,
  type SharedScheduleResponse,
} from '@valuation/contracts';
import { ItemPhoto } from '../CollectionScreen/CollectionItemCard';
import { categoryName, formatDay, formatPounds } from '../CollectionScreen/collectionFormats';
import { LoadError } from '../LoadError';
import { PageHeader } from '../PageHeader';
import { PageScaffold } from '../PageScaffold';
import Container from '@mui/material/Container';

export interface SharedScheduleScreenProps {
  schedule?: SharedScheduleResponse;
  loading?: boolean;
  /** The link does not open (unknown, altered, revoked or expired: the same for all). */
  notFound?: boolean;
  /** Any other failure (offline, server error), shown with a retry. */
  errorMessage?: string;
  onRetry?: () => void;
  /** The schedule's PDF for this link (public, no session). */
  pdfHref: string;
}

const detailsSx = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
  columnGap: 2,
  rowGap: { xs: 0.25, sm: 0.5 },
  m: 0,
  '& dt': { color: 'text.secondary', mt: { xs: 1, sm: 0 } },
  '& dd': { m: 0 },
} as const;

function ScheduleItem({ item, number }: { item: SharedScheduleItem; number: number }) {
  const identity = item.identity ? identityRows(item.service, item.identity) : [];
  return (
    <Card component="article" aria-label={`${number}. ${item.title}`} sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <ItemPhoto title={item.title} photoUrl={item.photoUrl} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography component="h3" variant="h6">
            {number}. {item.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {categoryName(item.service)}
          </Typography>
          <Box component="dl" sx={detailsSx}>
            {identity.map((row) => (
              <Box key={row.key} sx={{ display: 'contents' }}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </Box>
            ))}
            <dt>{COLLECTION_TEXTS.valueLabel}</dt>
            <dd>
              <strong>{formatPounds(item.value)}</strong>
            </dd>
            <dt>{COLLECTION_TEXTS.basisLabel}</dt>
            <dd>{VALUATION_BASIS_LABELS[item.basis]}</dd>
            <dt>{COLLECTION_TEXTS.valuedAtLabel}</dt>
            <dd>{formatDay(item.valuedAt)}</dd>
            <dt>{COLLECTION_TEXTS.certificate}</dt>
            <dd>
              <Link href={routePath(ROUTES.verify, { reference: item.certificateReference })}>
                {item.certificateReference}
              </Link>
            </dd>
            <dt>{COLLECTION_TEXTS.validUntil}</dt>
            <dd>{formatDay(item.validUntil)}</dd>
          </Box>
        </Box>
      </Box>
    </Card>
  );
}

function Totals({ schedule }: { schedule: SharedScheduleResponse }) {
  const { totals } = schedule;
  const rows = SERVICE_TYPES.filter((type) => totals.byService[type]?.items);
  return (
    <Card component="section" aria-labelledby="schedule-totals" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
      <Typography id="schedule-totals" component="h2" variant="h5" sx={{ mb: 1 }}>
        {COLLECTION_TEXTS.totalsHeading}
      </Typography>
      <Table size="small" aria-labelledby="schedule-totals">
        <TableBody>
          {rows.map((type) => (
            <TableRow key={type}>
              <TableCell component="th" scope="row">
                {categoryName(type)}
              </TableCell>
              <TableCell>{COLLECTION_TEXTS.itemsCounted(totals.byService[type]!.items)}</TableCell>
              <TableCell align="right">{formatPounds(totals.byService[type]!.value)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
              {COLLECTION_TEXTS.totalAll}
            </TableCell>
            <TableCell sx={{ fontWeight: 700 }}>
              {COLLECTION_TEXTS.itemsCounted(totals.items)}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              {formatPounds(totals.value)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Card>
  );
}

/**
 * /shared/schedule/:token, public and read-only: the insurance schedule a customer shared with an
 * insurer or broker: the customer's name (never their email, phone or address), the recipient and
 * date, each item with its identity, value and certificate (linking to /verify), the totals per
 * category and in all, and the schedule's PDF. A link that does not open says so, whatever the
 * reason (unknown, revoked or expired).
 */
export function SharedScheduleScreen({
  schedule,
  loading = false,
  notFound = false,
  errorMessage,
  onRetry,
  pdfHref,
}: SharedScheduleScreenProps) {
  if (notFound) {
    return (
      <PageScaffold title={COLLECTION_TEXTS.scheduleHeading}>
        <Alert severity="warning" sx={{ mb: 3 }}>
          {COLLECTION_TEXTS.shareNotFound}
        </Alert>
        <Button href={ROUTES.home} variant="outlined">
          {COLLECTION_TEXTS.goHome}
        </Button>
      </PageScaffold>
    );
  }
  if (!schedule) {
    return (
      <PageScaffold title={COLLECTION_TEXTS.scheduleHeading}>
        {errorMessage ? (
          <LoadError message={errorMessage} onRetry={onRetry} />
        ) : (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
            <CircularProgress size={24} aria-hidden />
            <Typography>{loading ? `${COLLECTION_TEXTS.sharedLoading}...` : ''}</Typography>
          </Box>
        )}
      </PageScaffold>
    );
  }
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <PageHeader
        title={COLLECTION_TEXTS.scheduleHeading}
        subtitle={
          <>
            <Box component="span" sx={{ display: 'block', fontWeight: 600, color: 'text.primary' }}>
              {COLLECTION_TEXTS.sharedBy(schedule.customerName)}
            </Box>
            {COLLECTION_TEXTS.preparedFor(schedule.recipient, formatDay(schedule.generatedAt))}{' '}
            {COLLECTION_TEXTS.sharedValidUntil(formatDay(schedule.expiresAt))}
          </>
        }
        actions={
          <Button component="a" href={pdfHref} variant="contained" startIcon={<DownloadOutlined />}>
            {COLLECTION_TEXTS.downloadPdf}
          </Button>
        }
        sx={{ mb: 4 }}
      />
      <Box component="section" aria-labelledby="schedule-items">
        <Typography id="schedule-items" component="h2" variant="h5" sx={{ mb: 2 }}>
          {COLLECTION_TEXTS.itemsHeading}
        </Typography>
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {schedule.items.map((item, index) => (
            <li key={item.certificateReference}>
              <ScheduleItem item={item} number={index + 1} />
            </li>
          ))}
        </Box>
      </Box>
      <Totals schedule={schedule} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        {COLLECTION_TEXTS.verifyNote}
      </Typography>
    </Container>
  );
}
