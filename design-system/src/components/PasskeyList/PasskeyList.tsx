import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogContentText from '@mui/material/DialogContentText';
import { TextField } from '../TextField';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import { PASSKEY_NAME_MAX, type Passkey } from '@valuation/contracts';
import { LazyFormDialog } from '../FormDialog';
import { LoadError } from '../LoadError';

export interface PasskeyListProps {
  /** The user's passkeys as the API answers them (newest first). */
  passkeys: Passkey[];
  /** Rename; reject with `{error}` to show the server's sentence in the dialog. */
  onRename: (id: string, name: string) => Promise<void>;
  /** Remove; reject with `{error}` to show the server's sentence in the dialog. */
  onRemove: (id: string) => Promise<void>;
  /** The list is loading (first fetch). */
  loading?: boolean;
  /** The list could not be loaded. */
  errorMessage?: string;
  /** Loads the list again ("Try again" beside `errorMessage`). */
  onRetry?: () => void;
}

export { PASSKEY_NAME_MAX };
export const PASSKEY_NAME_REQUIRED = 'Passkey name is required';
export const PASSKEY_NAME_TOO_LONG = `Passkey name must be at most ${PASSKEY_NAME_MAX} characters`;
export const PASSKEYS_EMPTY = 'No passkeys yet. Set up biometric login to add one.';
export const RENAME_FAILED = 'Failed to rename passkey';
export const REMOVE_FAILED = 'Failed to remove passkey';

/** "16 October 2026" (en-GB). */
export function formatPasskeyDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}

export function validatePasskeyName(name: string): string | undefined {
  const trimmed = name.trim();
  if (!trimmed) return PASSKEY_NAME_REQUIRED;
  if (trimmed.length > PASSKEY_NAME_MAX) return PASSKEY_NAME_TOO_LONG;
  return undefined;
}

function rejectionMessage(reason: unknown, fallback: string): string {
  if (typeof reason === 'object' && reason !== null && 'error' in reason) {
    const { error } = reason as { error?: unknown };
    if (typeof error === 'string' && error.trim()) return error;
  }
  return fallback;
}

function RenameDialog({
  passkey,
  onClose,
  onRename,
}: {
  passkey: Passkey;
  onClose: () => void;
  onRename: PasskeyListProps['onRename'];
}) {
  const fieldId = useId();
  const [name, setName] = useState(passkey.name);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const fieldError = touched ? validatePasskeyName(name) : undefined;

  const submit = async () => {
    setTouched(true);
    if (validatePasskeyName(name)) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await onRename(passkey.id, name.trim());
      onClose();
    } catch (reason) {
      setFailure(rejectionMessage(reason, RENAME_FAILED));
    } finally {
      setBusy(false);
    }
  };

  return (
    <LazyFormDialog
      open
      title="Rename passkey"
      onClose={onClose}
      onSubmit={() => void submit()}
      submitLabel="Save"
      busyLabel="Saving..."
      busy={busy}
      errorMessage={failure}
      maxWidth="xs"
    >
      <TextField
        id={fieldId}
        name="name"
        label="Passkey name"
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setTouched(true);
        }}
        onBlur={() => setTouched(true)}
        error={Boolean(fieldError)}
        helperText={fieldError ?? `1 to ${PASSKEY_NAME_MAX} characters`}
        disabled={busy}
        autoFocus
        fullWidth
        autoComplete="off"
        slotProps={{ htmlInput: { 'aria-required': true, maxLength: PASSKEY_NAME_MAX + 20 } }}
        sx={{ mt: 1 }}
      />
    </LazyFormDialog>
  );
}

function RemoveDialog({
  passkey,
  onClose,
  onRemove,
}: {
  passkey: Passkey;
  onClose: () => void;
  onRemove: PasskeyListProps['onRemove'];
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const confirm = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      await onRemove(passkey.id);
      onClose();
    } catch (reason) {
      setFailure(rejectionMessage(reason, REMOVE_FAILED));
    } finally {
      setBusy(false);
    }
  };

  return (
    <LazyFormDialog
      open
      title="Remove passkey"
      description={
        <DialogContentText>
          &ldquo;{passkey.name}&rdquo; will no longer sign you in. You can set up biometric login
          again at any time.
        </DialogContentText>
      }
      onClose={onClose}
      onSubmit={() => void confirm()}
      submitLabel="Remove passkey"
      busyLabel="Removing..."
      submitColor="error"
      busy={busy}
      errorMessage={failure}
      maxWidth="xs"
    />
  );
}

/** The user's passkeys: name, created and last-used dates; rename and remove. */
export function PasskeyList({
  passkeys,
  onRename,
  onRemove,
  loading = false,
  errorMessage,
  onRetry,
}: PasskeyListProps) {
  const headingId = useId();
  const [renaming, setRenaming] = useState<Passkey | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);

  let content;
  if (loading) {
    content = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
        <CircularProgress size={24} aria-label="Loading passkeys" />
      </Box>
    );
  } else if (errorMessage) {
    content = <LoadError message={errorMessage} onRetry={onRetry} />;
  } else if (passkeys.length === 0) {
    content = <Typography color="text.secondary">{PASSKEYS_EMPTY}</Typography>;
  } else {
    content = (
      <Box component="ul" aria-labelledby={headingId} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {passkeys.map((passkey) => (
          <Box
            component="li"
            key={passkey.id}
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: 1.5,
              py: 1.5,
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            <KeyOutlined aria-hidden="true" color="primary" />
            <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {passkey.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Created {formatPasskeyDate(passkey.createdAt)}
                {' · '}
                {passkey.lastUsedAt
                  ? `Last used ${formatPasskeyDate(passkey.lastUsedAt)}`
                  : 'Never used'}
              </Typography>
            </Box>
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button
                size="small"
                variant="outlined"
                startIcon={<EditOutlined aria-hidden="true" />}
                aria-label={`Rename ${passkey.name}`}
                onClick={() => setRenaming(passkey)}
              >
                Rename
              </Button>
              <Button
                size="small"
                variant="outlined"
                color="error"
                startIcon={<DeleteOutline aria-hidden="true" />}
                aria-label={`Remove ${passkey.name}`}
                onClick={() => setRemoving(passkey)}
              >
                Remove
              </Button>
            </Box>
          </Box>
        ))}
      </Box>
    );
  }

  return (
    <Box>
      <Typography id={headingId} component="h3" variant="h6" sx={{ mb: 1 }}>
        Your passkeys
      </Typography>
      {content}
      {renaming ? (
        <RenameDialog passkey={renaming} onClose={() => setRenaming(null)} onRename={onRename} />
      ) : null}
      {removing ? (
        <RemoveDialog passkey={removing} onClose={() => setRemoving(null)} onRemove={onRemove} />
      ) : null}
    </Box>
  );
}
