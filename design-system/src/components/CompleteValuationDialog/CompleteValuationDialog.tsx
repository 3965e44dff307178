import { memo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CONDITION_GRADES,
  IDENTITY_FIELDS,
  identityRows,
  itemIdentityProblems,
  VALUATION_BASES,
  VALUATION_BASIS_LABELS,
  VALUATION_RULES,
  type CompleteValuationRequest,
  type ItemIdentity,
  type ServiceType,
  type ValuationBasis,
} from '@valuation/contracts';
import { formatPrice } from '../../catalogue';
import { getErrorMessage } from '../../utils';
import { FormDialog, useOpeningKey } from '../FormDialog';

export const COMPLETE_TEXTS = {
  title: 'Complete valuation',
  formIntro:
    'Record the item as you identified it, then preview the certificate. Nothing is issued until you confirm.',
  identity: 'The item',
  customerWords: 'The customer’s description',
  preview: 'Preview certificate',
  previewing: 'Preparing preview...',
  confirmTitle: 'Check the certificate',
  confirmIntro:
    'Open the preview and check the item’s details, the value and your valuer’s block. Issuing completes the request and mails the customer.',
  openPreview: 'Open the certificate preview (PDF)',
  confirm: 'I have checked the preview and want to issue this certificate',
  confirmMissing: 'Please confirm that you have checked the preview',
  edit: 'Back to edit',
  issue: 'Issue certificate',
  issuing: 'Issuing...',
} as const;

export interface CompleteValuationDialogProps {
  open: boolean;
  onClose: () => void;
  service: ServiceType;
  /** What the request already says (brand from the request, model, reference, serial). */
  initialIdentity: ItemIdentity;
  /** The customer's purpose: the basis the form starts from. */
  initialBasis: ValuationBasis;
  /** The customer's own words, shown for reference (never copied into the assessed description). */
  customerDescription: string;
  /** Renders the preview; resolves with a URL of the PDF to open. Rejects with a sentence. */
  onPreview: (request: CompleteValuationRequest) => Promise<string>;
  /** Issues the certificate. Rejects with a sentence. */
  onSubmit: (request: CompleteValuationRequest) => Promise<void>;
}

/**
 * Completing a valuation (docs/product.md §2.20, "Complete"): the item's identity per service,
 * the value, its basis (starting from the customer's purpose) and the assessed description; then
 * a preview of the certificate and an explicit confirmation before it is issued.
 */
export function CompleteValuationDialog(props: CompleteValuationDialogProps) {
  const key = useOpeningKey(props.open);
  return <CompleteForm key={key} {...props} />;
}

const LONG_TEXT_INPUT = { htmlInput: { maxLength: VALUATION_RULES.maxDescriptionLength } };

/**
 * A multiline field that renders again only when its own props change: MUI measures a multiline
 * field's height on every render, so typing in the other fields does not re-measure these.
 */
const LongText = memo(function LongText({
  onChange,
  ...props
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  minRows: number;
  helperText: string;
  required?: boolean;
  error?: boolean;
}) {
  return (
    <TextField
      {...props}
      multiline
      onChange={(e) => onChange(e.target.value)}
      slotProps={LONG_TEXT_INPUT}
    />
  );
});

const VALUE_RE = /^\d{1,9}(\.\d{1,2})?$/;

function CompleteForm({
  open,
  onClose,
  service,
  initialIdentity,
  initialBasis,
  customerDescription,
  onPreview,
  onSubmit,
}: CompleteValuationDialogProps) {
  const [identity, setIdentity] = useState<ItemIdentity>(initialIdentity);
  const [value, setValue] = useState('');
  const [basis, setBasis] = useState<ValuationBasis>(initialBasis);
  const [description, setDescription] = useState('');
  const [notes, setNotes] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [previewUrl, setPreviewUrl] = useState<string>();
  const [confirmed, setConfirmed] = useState(false);
  const [confirmTouched, setConfirmTouched] = useState(false);

  const cleanValue = value.replace(/[£,\s]/g, '');
  const valueError =
    cleanValue === ''
      ? 'Value is required'
      : !VALUE_RE.test(cleanValue) || Number(cleanValue) <= 0
        ? 'Enter the value in pounds, for example 12450 or 12450.50'
        : undefined;
  const descriptionError =
    description.trim() === '' ? 'Assessed description is required' : undefined;
  const identityErrors = new Map(
    itemIdentityProblems(service, identity).map((p) => [
      p.field.replace('identity.', ''),
      p.message,
    ]),
  );

  const request = (): CompleteValuationRequest => {
    const clean: ItemIdentity = {};
    for (const [k, v] of Object.entries(identity) as [keyof ItemIdentity, string][])
      if (v.trim()) clean[k] = v.trim();
    return {
      value: Number(cleanValue),
      basis,
      assessedDescription: description.trim(),
      identity: clean,
      ...(notes.trim() ? { notes: notes.trim() } : {}),
    };
  };

  const act = (work: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    work().then(
      () => setBusy(false),
      (failure: unknown) => {
        setBusy(false);
        setError(getErrorMessage(failure));
      },
    );
  };

  if (previewUrl) {
    const r = request();
    return (
      <FormDialog
        open={open}
        onClose={onClose}
        title={COMPLETE_TEXTS.confirmTitle}
        description={COMPLETE_TEXTS.confirmIntro}
        submitLabel={COMPLETE_TEXTS.issue}
        busyLabel={COMPLETE_TEXTS.issuing}
        busy={busy}
        errorMessage={error}
        maxWidth="md"
        onSubmit={() => {
          setConfirmTouched(true);
          if (!confirmed) return;
          act(async () => {
            await onSubmit(r);
            onClose();
          });
        }}
      >
        <Stack spacing={2}>
          <Button
            href={previewUrl}
            target="_blank"
            rel="noopener"
            variant="outlined"
            sx={{ alignSelf: 'flex-start' }}
          >
            {COMPLETE_TEXTS.openPreview}
          </Button>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
              columnGap: 3,
              rowGap: 0.5,
              m: 0,
              '& dt': { color: 'text.secondary' },
              '& dd': { m: 0, fontWeight: 600 },
            }}
          >
            {identityRows(service, r.identity ?? {}).map((row) => (
              <Box key={row.key} sx={{ display: 'contents' }}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </Box>
            ))}
            <dt>Value</dt>
            <dd>{formatPrice(r.value, 'GBP')}</dd>
            <dt>Basis</dt>
            <dd>{VALUATION_BASIS_LABELS[r.basis]}</dd>
          </Box>
          <FormControl error={confirmTouched && !confirmed}>
            <FormControlLabel
              control={
                <Checkbox checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />
              }
              label={COMPLETE_TEXTS.confirm}
            />
            {confirmTouched && !confirmed && (
              <FormHelperText>{COMPLETE_TEXTS.confirmMissing}</FormHelperText>
            )}
          </FormControl>
          <Button
            onClick={() => {
              setPreviewUrl(undefined);
              setConfirmed(false);
              setConfirmTouched(false);
              setError(undefined);
            }}
            disabled={busy}
            sx={{ alignSelf: 'flex-start' }}
          >
            {COMPLETE_TEXTS.edit}
          </Button>
        </Stack>
      </FormDialog>
    );
  }

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={COMPLETE_TEXTS.title}
      description={COMPLETE_TEXTS.formIntro}
      submitLabel={COMPLETE_TEXTS.preview}
      busyLabel={COMPLETE_TEXTS.previewing}
      busy={busy}
      errorMessage={error}
      maxWidth="md"
      onSubmit={() => {
        setTouched(true);
        if (valueError || descriptionError || identityErrors.size > 0) return;
        act(async () => setPreviewUrl(await onPreview(request())));
      }}
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {COMPLETE_TEXTS.identity}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            gap: 2,
          }}
        >
          {IDENTITY_FIELDS[service].map((f) => {
            const problem = touched ? identityErrors.get(f.key) : undefined;
            const common = {
              label: f.label,
              value: identity[f.key] ?? '',
              onChange: (e: { target: { value: string } }) =>
                setIdentity((current) => ({ ...current, [f.key]: e.target.value })),
              required: f.required,
              error: !!problem,
              helperText: problem ?? f.hint ?? ' ',
            };
            return f.key === 'condition' ? (
              <TextField key={f.key} select {...common}>
                {CONDITION_GRADES.map((grade) => (
                  <MenuItem key={grade} value={grade}>
                    {grade}
                  </MenuItem>
                ))}
              </TextField>
            ) : (
              <TextField
                key={f.key}
                {...common}
                slotProps={{ htmlInput: { maxLength: VALUATION_RULES.maxIdentityFieldLength } }}
              />
            );
          })}
        </Box>
        <Box sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 2 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {COMPLETE_TEXTS.customerWords}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {customerDescription}
          </Typography>
        </Box>
        <LongText
          label="Assessed description"
          value={description}
          onChange={setDescription}
          required
          minRows={4}
          error={touched && !!descriptionError}
          helperText={
            touched && descriptionError
              ? descriptionError
              : 'Your own description, printed on the certificate'
          }
        />
        <TextField
          label="Value"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          required
          error={touched && !!valueError}
          helperText={touched && valueError ? valueError : 'In pounds sterling'}
          slotProps={{
            htmlInput: { inputMode: 'decimal', maxLength: 16 },
            input: { startAdornment: <InputAdornment position="start">£</InputAdornment> },
          }}
        />
        <FormControl>
          <FormLabel id="complete-basis-label">Basis</FormLabel>
          <RadioGroup
            row
            aria-labelledby="complete-basis-label"
            value={basis}
            onChange={(e) => setBasis(e.target.value as ValuationBasis)}
          >
            {VALUATION_BASES.map((b) => (
              <FormControlLabel
                key={b}
                value={b}
                control={<Radio />}
                label={VALUATION_BASIS_LABELS[b]}
              />
            ))}
          </RadioGroup>
        </FormControl>
        <LongText
          label="Internal notes"
          value={notes}
          onChange={setNotes}
          minRows={2}
          helperText="Seen by staff only"
        />
      </Stack>
    </FormDialog>
  );
}
