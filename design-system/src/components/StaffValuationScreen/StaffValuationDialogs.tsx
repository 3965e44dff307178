import { useState, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  VALUATION_BASES,
  VALUATION_BASIS_LABELS,
  VALUATION_RULES,
  type CompleteValuationRequest,
  type StaffPerson,
  type ValuationBasis,
} from '@valuation/contracts';
import { getErrorMessage } from '../../utils';
import { FormDialog, useOpeningKey } from '../FormDialog';

/** Runs a submission: busy while in flight, the error's sentence on failure, closes on success. */
function useSubmission(onClose: () => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const run = (work: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    work().then(
      () => {
        setBusy(false);
        onClose();
      },
      (failure: unknown) => {
        setBusy(false);
        setError(getErrorMessage(failure));
      },
    );
  };
  return { busy, error, run };
}

interface DialogBaseProps {
  open: boolean;
  onClose: () => void;
}

function TextDialog({
  open,
  onClose,
  title,
  description,
  label,
  submitLabel,
  busyLabel,
  onSubmit,
  initial = '',
}: DialogBaseProps & {
  title: string;
  description: ReactNode;
  label: string;
  submitLabel: string;
  busyLabel: string;
  initial?: string;
  onSubmit: (text: string) => Promise<void>;
}) {
  const { busy, error, run } = useSubmission(onClose);
  const [text, setText] = useState(initial);
  const [touched, setTouched] = useState(false);
  const missing = text.trim() === '';
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={title}
      description={description}
      submitLabel={submitLabel}
      busyLabel={busyLabel}
      busy={busy}
      errorMessage={error}
      onSubmit={() => {
        setTouched(true);
        if (!missing) run(() => onSubmit(text.trim()));
      }}
    >
      <TextField
        label={label}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => setTouched(true)}
        required
        multiline
        minRows={4}
        fullWidth
        autoFocus
        error={touched && missing}
        helperText={touched && missing ? `${label} is required` : ' '}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
    </FormDialog>
  );
}

export function RequestInfoDialog(
  props: DialogBaseProps & { onSubmit: (message: string) => Promise<void> },
) {
  const key = useOpeningKey(props.open);
  return (
    <TextDialog
      key={key}
      {...props}
      title="Request more information"
      description="The customer receives this message in their chat and by email. The request waits for their reply or new photos."
      label="Message to the customer"
      submitLabel="Send request"
      busyLabel="Sending..."
    />
  );
}

export function RecommendRevaluationDialog(
  props: DialogBaseProps & { onSubmit: (reason: string) => Promise<void> },
) {
  const key = useOpeningKey(props.open);
  return (
    <TextDialog
      key={key}
      {...props}
      title="Recommend revaluation"
      description="The customer is mailed this reason and sees a notice on their dashboard."
      label="Reason"
      submitLabel="Send recommendation"
      busyLabel="Sending..."
    />
  );
}

export function AssignDialog({
  open,
  onClose,
  experts,
  currentAssigneeId,
  onSubmit,
}: DialogBaseProps & {
  experts: StaffPerson[];
  currentAssigneeId?: string;
  onSubmit: (expertId: string) => Promise<void>;
}) {
  const key = useOpeningKey(open);
  return (
    <AssignForm
      key={key}
      open={open}
      onClose={onClose}
      experts={experts}
      currentAssigneeId={currentAssigneeId}
      onSubmit={onSubmit}
    />
  );
}

function AssignForm({
  open,
  onClose,
  experts,
  currentAssigneeId,
  onSubmit,
}: DialogBaseProps & {
  experts: StaffPerson[];
  currentAssigneeId?: string;
  onSubmit: (expertId: string) => Promise<void>;
}) {
  const { busy, error, run } = useSubmission(onClose);
  const [expertId, setExpertId] = useState(currentAssigneeId ?? '');
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Assign to an expert"
      submitLabel="Assign"
      busyLabel="Assigning..."
      busy={busy}
      errorMessage={error}
      onSubmit={() => {
        if (expertId) run(() => onSubmit(expertId));
      }}
    >
      <TextField
        select
        label="Expert"
        value={expertId}
        onChange={(e) => setExpertId(e.target.value)}
        fullWidth
        required
        sx={{ mt: 1 }}
      >
        {experts.map((expert) => (
          <MenuItem key={expert.id} value={expert.id}>
            {expert.firstName} {expert.lastName} ({expert.email})
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}

export function CompleteValuationDialog({
  open,
  onClose,
  initialDescription,
  onSubmit,
}: DialogBaseProps & {
  initialDescription: string;
  onSubmit: (request: CompleteValuationRequest) => Promise<void>;
}) {
  const key = useOpeningKey(open);
  return (
    <CompleteForm
      key={key}
      open={open}
      onClose={onClose}
      initialDescription={initialDescription}
      onSubmit={onSubmit}
    />
  );
}

const VALUE_RE = /^\d{1,9}(\.\d{1,2})?$/;

function CompleteForm({
  open,
  onClose,
  initialDescription,
  onSubmit,
}: DialogBaseProps & {
  initialDescription: string;
  onSubmit: (request: CompleteValuationRequest) => Promise<void>;
}) {
  const { busy, error, run } = useSubmission(onClose);
  const [value, setValue] = useState('');
  const [basis, setBasis] = useState<ValuationBasis>('insurance');
  const [description, setDescription] = useState(initialDescription);
  const [notes, setNotes] = useState('');
  const [touched, setTouched] = useState(false);
  const cleanValue = value.replace(/[£,\s]/g, '');
  const valueError =
    cleanValue === ''
      ? 'Value is required'
      : !VALUE_RE.test(cleanValue) || Number(cleanValue) <= 0
        ? 'Enter the value in pounds, for example 12450 or 12450.50'
        : undefined;
  const descriptionError =
    description.trim() === '' ? 'Assessed description is required' : undefined;
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Complete valuation"
      description="Completing records the value, issues the certificate and mails the customer."
      submitLabel="Complete and issue certificate"
      busyLabel="Completing..."
      busy={busy}
      errorMessage={error}
      maxWidth="md"
      onSubmit={() => {
        setTouched(true);
        if (valueError || descriptionError) return;
        run(() =>
          onSubmit({
            value: Number(cleanValue),
            basis,
            assessedDescription: description.trim(),
            ...(notes.trim() ? { notes: notes.trim() } : {}),
          }),
        );
      }}
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        <TextField
          label="Value"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          required
          autoFocus
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
        <TextField
          label="Assessed description"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          required
          multiline
          minRows={4}
          error={touched && !!descriptionError}
          helperText={touched && descriptionError ? descriptionError : 'Printed on the certificate'}
          slotProps={{ htmlInput: { maxLength: VALUATION_RULES.maxDescriptionLength } }}
        />
        <TextField
          label="Internal notes"
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          multiline
          minRows={2}
          helperText="Seen by staff only"
          slotProps={{ htmlInput: { maxLength: VALUATION_RULES.maxDescriptionLength } }}
        />
      </Stack>
    </FormDialog>
  );
}
