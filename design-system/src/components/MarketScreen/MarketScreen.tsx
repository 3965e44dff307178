import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
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
import { visuallyHidden } from '../../utils';
import {
  CATALOGUE,
  MARKET_MOVEMENT_RULES,
  SERVICE_TYPES,
  MARKET_TEXTS,
  movementIsSignificant,
  type CreateMarketMovementRequest,
  type MarketMovement,
  type MarketMovementPreviewQuery,
  type MarketMovementPreviewResponse,
  type MarketMovementsPage,
  type ServiceType,
  londonDate,
} from '@valuation/contracts';
import { FormDialog } from '../FormDialog';
import { describeScope, formatDay, MARKET_SCREEN_TEXTS, serviceLabel } from './marketTexts';
import { MovementRow } from './MovementRow';
import { LoadError } from '../LoadError';
import { PageRange } from '../PageRange';
import { SubmitButton } from '../SubmitButton';

export interface MarketScreenProps {
  page?: MarketMovementsPage;
  loadError?: string;
  onRetry?: () => void;
  onPageChange: (page: number) => void;
  /**
   * How many customers a movement would reach, asked before the expert confirms; reject with an
   * Error (or {error}) whose message is shown (a future date, an unknown brand).
   */
  onPreview: (scope: MarketMovementPreviewQuery) => Promise<MarketMovementPreviewResponse>;
  /** Records a movement once confirmed; reject with an Error (or {error}) whose message is shown. */
  onRecord: (movement: CreateMarketMovementRequest) => Promise<void>;
  recording?: boolean;
  /** The outcome of the last recording ("Recorded: 12 requests concerned."). */
  recorded?: string;
  /** Withdraws a movement within its window; reject with an Error whose message is shown. */
  onWithdraw: (id: string) => Promise<void>;
  withdrawing?: boolean;
  /** The time the Withdraw buttons are judged at (a movement's window); the real time by default. */
  now?: Date;
}

const brandsOf = (service: ServiceType): readonly string[] =>
  (service === 'watch'
    ? CATALOGUE.watchBrands
    : service === 'handbag'
      ? CATALOGUE.handbagBrands
      : []
  ).filter((b) => b !== 'Other');

function errorMessage(
  error: unknown,
  fallback = 'The movement could not be recorded. Please try again.',
): string {
  if (error instanceof Error) return error.message;
  if (error && typeof error === 'object' && 'error' in error) return String(error.error);
  return fallback;
}

/**
 * Staff console > Market: record a movement — the count of customers it will reach is shown
 * before the expert confirms — and the movements with whom they reached; one can be withdrawn
 * within its window (MARKET_MOVEMENT_RULES.withdrawWindowMinutes), before anyone is told.
 */
export function MarketScreen({
  page,
  loadError,
  onRetry,
  onPageChange,
  onPreview,
  onRecord,
  recording = false,
  recorded,
  onWithdraw,
  withdrawing = false,
  now,
}: MarketScreenProps) {
  const titleId = useId();
  const [checking, setChecking] = useState(false);
  const [pending, setPending] = useState<{
    movement: CreateMarketMovementRequest;
    preview: MarketMovementPreviewResponse;
  }>();
  const [confirmProblem, setConfirmProblem] = useState<string>();
  const [toWithdraw, setToWithdraw] = useState<MarketMovement>();
  const [withdrawProblem, setWithdrawProblem] = useState<string>();
  const [withdrawn, setWithdrawn] = useState<string>();
  const today = londonDate(now ?? new Date());
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
    if (effectiveFrom > today) {
      setProblem(MARKET_TEXTS.futureDate);
      return;
    }
    const movement: CreateMarketMovementRequest = {
      service,
      ...(brand ? { brand } : {}),
      changePercent: changeValue,
      note: note.trim(),
      effectiveFrom,
    };
    setChecking(true);
    try {
      const { note: _note, ...scope } = movement;
      const preview = await onPreview(scope);
      setConfirmProblem(undefined);
      setPending({ movement, preview });
    } catch (error) {
      setProblem(errorMessage(error, 'The movement could not be checked. Please try again.'));
    } finally {
      setChecking(false);
    }
  };

  const confirm = async () => {
    if (!pending) return;
    setConfirmProblem(undefined);
    try {
      await onRecord(pending.movement);
      setPending(undefined);
      setChange('');
      setNote('');
    } catch (error) {
      setConfirmProblem(errorMessage(error));
    }
  };

  const withdraw = async () => {
    if (!toWithdraw) return;
    setWithdrawProblem(undefined);
    try {
      await onWithdraw(toWithdraw.id);
      setToWithdraw(undefined);
      setWithdrawn(MARKET_SCREEN_TEXTS.withdrawnStatus);
    } catch (error) {
      setWithdrawProblem(
        errorMessage(error, 'The movement could not be withdrawn. Please try again.'),
      );
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
            helperText={MARKET_SCREEN_TEXTS.effectiveHelp}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
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
            <SubmitButton busy={checking} busyLabel={MARKET_SCREEN_TEXTS.checking}>
              {MARKET_SCREEN_TEXTS.record}
            </SubmitButton>
          </Box>
        </Box>
      </Paper>
      <FormDialog
        open={pending !== undefined}
        title={MARKET_SCREEN_TEXTS.confirmTitle}
        description={pending ? MARKET_SCREEN_TEXTS.willBeTold(pending.preview) : undefined}
        onClose={() => setPending(undefined)}
        onSubmit={() => void confirm()}
        submitLabel={MARKET_SCREEN_TEXTS.confirm}
        busyLabel={MARKET_SCREEN_TEXTS.recording}
        busy={recording}
        errorMessage={confirmProblem}
      >
        {pending ? (
          <>
            <Typography sx={{ fontWeight: 600 }}>
              {describeScope({ brand: null, ...pending.movement })}, from{' '}
              {formatDay(`${pending.movement.effectiveFrom}T00:00:00Z`)}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {movementIsSignificant(pending.movement.changePercent)
                ? MARKET_SCREEN_TEXTS.whenTold
                : MARKET_TEXTS.notSignificant}
            </Typography>
          </>
        ) : null}
      </FormDialog>
      <FormDialog
        open={toWithdraw !== undefined}
        title={MARKET_SCREEN_TEXTS.withdrawTitle}
        description={MARKET_SCREEN_TEXTS.withdrawDescription}
        onClose={() => setToWithdraw(undefined)}
        onSubmit={() => void withdraw()}
        submitLabel={MARKET_SCREEN_TEXTS.withdrawConfirm}
        busyLabel={MARKET_SCREEN_TEXTS.withdrawing}
        busy={withdrawing}
        submitColor="error"
        errorMessage={withdrawProblem}
      >
        {toWithdraw ? (
          <Typography sx={{ fontWeight: 600 }}>
            {describeScope(toWithdraw)}, from {formatDay(toWithdraw.effectiveFrom)}:{' '}
            {toWithdraw.affected === 1 ? '1 request' : `${toWithdraw.affected} requests`}
          </Typography>
        ) : null}
      </FormDialog>

      <Typography component="h2" variant="h6" id={titleId} sx={{ mb: 2 }}>
        {MARKET_SCREEN_TEXTS.listTitle}
      </Typography>
      {loadError ? <LoadError message={loadError} onRetry={onRetry} sx={{ mb: 2 }} /> : null}
      {withdrawn ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {withdrawn}
        </Alert>
      ) : null}
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
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  Actions
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {!page && !loadError
              ? [0, 1, 2].map((i) => (
                  <TableRow key={i}>
                    <TableCell colSpan={7}>
                      <Skeleton />
                    </TableCell>
                  </TableRow>
                ))
              : null}
            {page && page.items.length === 0 ? (
              <TableRow>
                <TableCell colSpan={7}>
                  <Typography sx={{ py: 3, textAlign: 'center' }} color="text.secondary">
                    {MARKET_SCREEN_TEXTS.empty}
                  </Typography>
                </TableCell>
              </TableRow>
            ) : null}
            {page?.items.map((m) => (
              <MovementRow
                key={m.id}
                movement={m}
                now={now ?? new Date()}
                onWithdraw={() => {
                  setWithdrawProblem(undefined);
                  setWithdrawn(undefined);
                  setToWithdraw(m);
                }}
              />
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

export { formatDay, MARKET_SCREEN_TEXTS, serviceLabel, signedPercent } from './marketTexts';
