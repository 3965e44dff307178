import { useRef, useState } from 'react';
import Typography from '@mui/material/Typography';
import {
  COLLECTION_RULES,
  COLLECTION_TEXTS,
  type CreateScheduleShareRequest,
  type ScheduleShare,
} from '@valuation/contracts';
import { getErrorMessage } from '../../utils';
import { LazyFormDialog, useOpeningKey } from '../FormDialog';
import { TextField } from '../TextField';
import { formatDay } from './collectionFormats';

export interface ShareScheduleDialogProps {
  open: boolean;
  onClose: () => void;
  /** Creates the share; resolves with it and its `url`, or rejects with an Error to show. */
  onCreate: (request: CreateScheduleShareRequest) => Promise<ScheduleShare>;
  /** Puts the link on the clipboard; rejects when the browser refuses. */
  onCopy: (url: string) => Promise<void>;
}

type Problems = { recipient?: string; days?: string };

function check(recipient: string, days: string): Problems {
  const problems: Problems = {};
  const name = recipient.trim();
  if (name.length < COLLECTION_RULES.minRecipientLength)
    problems.recipient = COLLECTION_TEXTS.recipientRequired;
  else if (name.length > COLLECTION_RULES.maxRecipientLength)
    problems.recipient = COLLECTION_TEXTS.recipientTooLong;
  const count = Number(days);
  if (
    !/^\d+$/.test(days.trim()) ||
    count < COLLECTION_RULES.minShareDays ||
    count > COLLECTION_RULES.maxShareDays
  )
    problems.days = COLLECTION_TEXTS.daysInvalid;
  return problems;
}

function ShareForm({ open, onClose, onCreate, onCopy }: ShareScheduleDialogProps) {
  const [recipient, setRecipient] = useState('');
  const [days, setDays] = useState(String(COLLECTION_RULES.defaultShareDays));
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<ScheduleShare>();
  const [copied, setCopied] = useState<'yes' | 'failed'>();
  const recipientInput = useRef<HTMLInputElement | null>(null);
  const daysInput = useRef<HTMLInputElement | null>(null);
  const linkInput = useRef<HTMLInputElement | null>(null);

  const create = async () => {
    const found = check(recipient, days);
    setProblems(found);
    setFailure(undefined);
    if (found.recipient) return recipientInput.current?.focus();
    if (found.days) return daysInput.current?.focus();
    setBusy(true);
    try {
      setCreated(
        await onCreate({ recipient: recipient.trim(), expiresInDays: Number(days.trim()) }),
      );
    } catch (error) {
      setFailure(error instanceof Error ? error.message : getErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const copy = async (url: string) => {
    try {
      await onCopy(url);
      setCopied('yes');
    } catch {
      setCopied('failed');
      linkInput.current?.select();
    }
  };

  if (created?.url) {
    const url = created.url;
    return (
      <LazyFormDialog
        open={open}
        title={COLLECTION_TEXTS.shareCreatedTitle}
        description={COLLECTION_TEXTS.shareCreatedDescription(
          created.recipient,
          formatDay(created.expiresAt),
        )}
        onClose={onClose}
        onSubmit={() => void copy(url)}
        submitLabel={COLLECTION_TEXTS.copyLink}
        cancelLabel={COLLECTION_TEXTS.done}
      >
        <TextField
          label={COLLECTION_TEXTS.linkLabel}
          value={url}
          inputRef={linkInput}
          onFocus={(event) => event.target.select()}
          slotProps={{ htmlInput: { readOnly: true } }}
          sx={{ mt: 1 }}
        />
        <Typography
          role="status"
          sx={{ mt: 2, minHeight: '1.5em' }}
          color={copied === 'failed' ? 'error' : 'text.primary'}
        >
          {copied === 'yes'
            ? COLLECTION_TEXTS.linkCopied
            : copied === 'failed'
              ? COLLECTION_TEXTS.copyFailed
              : ''}
        </Typography>
      </LazyFormDialog>
    );
  }

  return (
    <LazyFormDialog
      open={open}
      title={COLLECTION_TEXTS.share}
      description={COLLECTION_TEXTS.shareDescription}
      onClose={onClose}
      onSubmit={() => void create()}
      submitLabel={COLLECTION_TEXTS.createShare}
      busyLabel={COLLECTION_TEXTS.creating}
      busy={busy}
      errorMessage={failure}
    >
      <TextField
        label={COLLECTION_TEXTS.recipientLabel}
        value={recipient}
        onChange={(event) => setRecipient(event.target.value)}
        inputRef={recipientInput}
        error={Boolean(problems.recipient)}
        helperText={problems.recipient}
        required
        autoFocus
        disabled={busy}
        slotProps={{ htmlInput: { maxLength: COLLECTION_RULES.maxRecipientLength + 20 } }}
        sx={{ mt: 1, mb: 2 }}
      />
      <TextField
        label={COLLECTION_TEXTS.daysLabel}
        value={days}
        type="number"
        onChange={(event) => setDays(event.target.value)}
        inputRef={daysInput}
        error={Boolean(problems.days)}
        helperText={problems.days ?? COLLECTION_TEXTS.daysHelp}
        required
        disabled={busy}
        slotProps={{
          htmlInput: {
            min: COLLECTION_RULES.minShareDays,
            max: COLLECTION_RULES.maxShareDays,
            inputMode: 'numeric',
          },
        }}
      />
    </LazyFormDialog>
  );
}

/**
 * "Share with my insurer": the recipient and how many days the link works (1-90, 30 by default),
 * then the link to copy. Every opening starts afresh.
 */
export function ShareScheduleDialog(props: ShareScheduleDialogProps) {
  const openingKey = useOpeningKey(props.open);
  return <ShareForm key={openingKey} {...props} />;
}
