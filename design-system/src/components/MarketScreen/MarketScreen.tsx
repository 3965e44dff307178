import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CATALOGUE,
  MARKET_MOVEMENT_RULES,
  ROUTES,
  routePath,
  SERVICE_TYPES,
  type CreateMarketMovementRequest,
  type MarketMovement,
  type MarketMovementsPage,
  type ServiceType,
  formatUkShortDate,
} from '@valuation/contracts';
import { LoadError } from '../LoadError';
import { PageRange } from '../PageRange';
import { SubmitButton } from '../SubmitButton';

export const MARKET_SCREEN_TEXTS = {
  title: 'Market',
  subtitle:
    'Record what you see in the market: every customer whose certified item it concerns is told, with the estimated value now.',
  formTitle: 'Record a movement',
  record: 'Record movement',
  recording: 'Recording...',
  listTitle: 'Movements',
  empty: 'No market movements recorded yet.',
  allBrands: 'All brands',
  sending: 'Sending',
} as const;

export interface MarketScreenProps {
  page?: MarketMovementsPage;
  loadError?: string;
  onRetry?: () => void;
  onPageChange: (page: number) => void;
  /** Records a movement; reject with an Error (or {error}) whose message is shown. */
  onRecord: (movement: CreateMarketMovementRequest) => Promise<void>;
  recording?: boolean;
  /** The outcome of the last recording ("Recorded: 12 requests concerned."). */
  recorded?: string;
}

export const serviceLabel = (type: ServiceType) =>
  CATALOGUE.services.find((s) => s.type === type)?.name ?? type;

const brandsOf = (service: ServiceType): readonly string[] =>
  (service === 'watch'
    ? CATALOGUE.watchBrands
    : service === 'handbag'
      ? CATALOGUE.handbagBrands
      : []
  ).filter((b) => b !== 'Other');

export const signedPercent = (value: number) => `${value > 0 ? '+' : ''}${value}%`;
export const formatDay = (iso: string) => formatUkShortDate(iso, 'utc');

function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (error && typeof error === 'object' && 'error' in error) return String(error.error);
  return 'The movement could not be recorded. Please try again.';
}

/** Staff console > Market: record a movement, and the movements with whom they reached. */
export function MarketScreen({
  page,
  loadError,
  onRetry,
  onPageChange,
  onRecord,
  recording = false,
  recorded,
}: MarketScreenProps) {
  const titleId = useId();
  const [service, setService] = useState<ServiceType>('watch');
  const [brand, setBrand] = useState('');
  const [change, setChange] = useState('');
  const [note, setNote] = useState('');
  const [effectiveFrom, setEffectiveFrom] = useState('');
  const [problem, setProblem] = useState<string>();
  const brands = brandsOf(service);
  const changeValue = Number(change);
  const changeInvalid =
    change.trim() === '' ||
    !Number.isFinite(changeValue) ||
    changeValue < MARKET_MOVEMENT_RULES.minChangePercent ||
    changeValue > MARKET_MOVEMENT_RULES.maxChangePercent;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    if (changeInvalid || !note.trim() || !effectiveFrom) {
      setProblem('Please fill in the change (between -90 and +500), a note and the date.');
      return;
    }
    try {
      await onRecord({
        service,
        ...(brand ? { brand } : {}),
        changePercent: changeValue,
        note: note.trim(),
        effectiveFrom,
      });
      setChange('');
      setNote('');
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <Box>
      <Typography component="h1" variant="h4" sx={{ mb: 1 }}>
        {MARKET_SCREEN_TEXTS.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {MARKET_SCREEN_TEXTS.subtitle}
      </Typography>

      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 4 }}>
        <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
          {MARKET_SCREEN_TEXTS.formTitle}
        </Typography>
        <Box
          component="form"
          noValidate
          onSubmit={(e) => void submit(e)}
          aria-label={MARKET_SCREEN_TEXTS.formTitle}
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
        >
          <TextField
            select
            label="Service"
            value={service}
            onChange={(e) => {
              setService(e.target.value as ServiceType);
              setBrand('');
            }}
          >
            {SERVICE_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {serviceLabel(type)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Brand"
            value={brand}
            disabled={brands.length === 0}
            onChange={(e) => setBrand(e.target.value)}
            helperText={brands.length === 0 ? 'This service has no brands' : undefined}
          >
            <MenuItem value="">{MARKET_SCREEN_TEXTS.allBrands}</MenuItem>
            {brands.map((b) => (
              <MenuItem key={b} value={b}>
                {b}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Change in percent"
            type="number"
            value={change}
            required
            onChange={(e) => setChange(e.target.value)}
            error={change !== '' && changeInvalid}
            helperText="Between -90 and +500; under 10% either way concerns no request"
            slotProps={{ htmlInput: { min: -90, max: 500, step: 0.01 } }}
          />
          <TextField
            label="Applies from"
            type="date"
            value={effectiveFrom}
            required
            onChange={(e) => setEffectiveFrom(e.target.value)}
            helperText="Certificates issued before this date are concerned"
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label="Note"
            value={note}
            required
            multiline
            minRows={2}
            onChange={(e) => setNote(e.target.value)}
            helperText="Told to the customers: what moved and why"
            slotProps={{ htmlInput: { maxLength: MARKET_MOVEMENT_RULES.noteMaxLength } }}
            sx={{ gridColumn: { sm: '1 / -1' } }}
          />
          {problem ? (
            <Alert severity="error" role="alert" sx={{ gridColumn: '1 / -1' }}>
              {problem}
            </Alert>
          ) : null}
          {recorded && !problem ? (
            <Alert severity="success" role="status" sx={{ gridColumn: '1 / -1' }}>
              {recorded}
            </Alert>
          ) : null}
          <Box sx={{ gridColumn: '1 / -1' }}>
            <SubmitButton busy={recording} busyLabel={MARKET_SCREEN_TEXTS.recording}>
              {MARKET_SCREEN_TEXTS.record}
            </SubmitButton>
          </Box>
        </Box>
      </Paper>

      <Typography component="h2" variant="h6" id={titleId} sx={{ mb: 2 }}>
        {MARKET_SCREEN_TEXTS.listTitle}
      </Typography>
      {loadError ? <LoadError message={loadError} onRetry={onRetry} sx={{ mb: 2 }} /> : null}
      <TableContainer component={Paper} variant="outlined" aria-busy={!page && !loadError}>
        <Table aria-labelledby={titleId} size="small" sx={{ minWidth: 720 }}>
          <TableHead>
            <TableRow>
              <TableCell>Recorded</TableCell>
              <TableCell>Service</TableCell>
              <TableCell>Change</TableCell>
              <TableCell>Applies from</TableCell>
              <TableCell>Requests</TableCell>
              <TableCell>Customers reached</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {!page && !loadError
              ? [0, 1, 2].map((i) => (
                  <TableRow key={i}>
                    <TableCell colSpan={6}>
                      <Skeleton />
                    </TableCell>
                  </TableRow>
                ))
              : null}
            {page && page.items.length === 0 ? (
              <TableRow>
                <TableCell colSpan={6}>
                  <Typography sx={{ py: 3, textAlign: 'center' }} color="text.secondary">
                    {MARKET_SCREEN_TEXTS.empty}
                  </Typography>
                </TableCell>
              </TableRow>
            ) : null}
            {page?.items.map((m) => (
              <MovementRow key={m.id} movement={m} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {page && page.total > page.pageSize ? (
        <PageRange
          total={page.total}
          page={page.page}
          pageSize={page.pageSize}
          onPageChange={onPageChange}
        />
      ) : null}
    </Box>
  );
}

function MovementRow({ movement: m }: { movement: MarketMovement }) {
  return (
    <TableRow hover>
      <TableCell>
        <Link
          href={routePath(ROUTES.staffMarketMovement, { id: m.id })}
          sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
        >
          {formatDay(m.createdAt)}
        </Link>
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          sx={{ display: 'block' }}
        >
          {m.createdBy}
        </Typography>
      </TableCell>
      <TableCell>
        {serviceLabel(m.service)}
        {m.brand ? (
          <Typography
            component="span"
            variant="body2"
            color="text.secondary"
            sx={{ display: 'block' }}
          >
            {m.brand}
          </Typography>
        ) : null}
      </TableCell>
      <TableCell>{signedPercent(m.changePercent)}</TableCell>
      <TableCell>{formatDay(m.effectiveFrom)}</TableCell>
      <TableCell>{m.affected}</TableCell>
      <TableCell>
        {m.customersReached}
        {m.sending ? ` (${MARKET_SCREEN_TEXTS.sending.toLowerCase()}…)` : ''}
      </TableCell>
    </TableRow>
  );
}
