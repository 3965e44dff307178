import { useState, type ReactNode } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { StaffPerson } from '@valuation/contracts';
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
