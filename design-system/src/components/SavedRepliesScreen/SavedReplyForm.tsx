import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { TextField } from '../TextField';
import {
  SAVED_REPLY_LIMITS,
  SAVED_REPLY_RULES,
  type CreateSavedReplyRequest,
} from '@valuation/contracts';
import { SubmitButton } from '../SubmitButton';

export interface SavedReplyFormProps {
  initial?: { title: string; content: string };
  /** Admins may offer a new reply to every expert. */
  canShare?: boolean;
  submitLabel: string;
  /** Resolves when saved; rejects with a sentence to show. */
  onSubmit: (reply: CreateSavedReplyRequest) => Promise<void>;
  onCancel?: () => void;
}

/** A saved reply's name and text (the contracts' rules, checked on submit and as you type). */
export function SavedReplyForm({
  initial,
  canShare = false,
  submitLabel,
  onSubmit,
  onCancel,
}: SavedReplyFormProps) {
  const [title, setTitle] = useState(initial?.title ?? '');
  const [content, setContent] = useState(initial?.content ?? '');
  const [shared, setShared] = useState(false);
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const titleProblem = touched ? SAVED_REPLY_RULES.title(title) : null;
  const contentProblem = touched ? SAVED_REPLY_RULES.content(content) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (SAVED_REPLY_RULES.title(title) || SAVED_REPLY_RULES.content(content)) return;
    setSaving(true);
    setError(undefined);
    onSubmit({ title: title.trim(), content: content.trim(), ...(shared ? { shared } : {}) }).then(
      () => {
        setSaving(false);
        if (!initial) {
          setTitle('');
          setContent('');
          setShared(false);
          setTouched(false);
        }
      },
      (reason: unknown) => {
        setSaving(false);
        setError(reason instanceof Error ? reason.message : String(reason));
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <TextField
        label="Name"
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        required
        size="small"
        error={!!titleProblem}
        helperText={titleProblem ?? 'Typed after "/" to find it, e.g. "caseback".'}
        slotProps={{ htmlInput: { maxLength: SAVED_REPLY_LIMITS.title } }}
      />
      <TextField
        label="Text"
        value={content}
        onChange={(e) => setContent(e.target.value)}
        required
        multiline
        minRows={3}
        maxRows={10}
        error={!!contentProblem}
        helperText={contentProblem ?? ' '}
        slotProps={{ htmlInput: { maxLength: SAVED_REPLY_LIMITS.content } }}
      />
      {canShare && !initial && (
        <FormControlLabel
          control={<Checkbox checked={shared} onChange={(e) => setShared(e.target.checked)} />}
          label="Shared with every expert"
        />
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <SubmitButton busy={saving} busyLabel="Saving...">
          {submitLabel}
        </SubmitButton>
        {onCancel && (
          <Button onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        )}
      </Box>
    </Box>
  );
}
