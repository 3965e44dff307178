import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { TextField } from '../TextField';
import Typography from '@mui/material/Typography';
import SendOutlined from '@mui/icons-material/SendOutlined';
import {
  INFO_REPLY_MAX_LENGTH,
  VALUATION_ERRORS,
  type ImageLimits,
  type Valuation,
} from '@valuation/contracts';
import { SectionCard } from '../SectionCard';
import { SubmitButton } from '../SubmitButton';
import { PhotoAdder, usePhotoUpload } from './PhotoAdder';

/** The expert's question: the latest "more information requested" entry of the timeline. */
export function infoRequestOf(v: Valuation): { question: string | null; by?: string; at: string } {
  const entry = [...v.timeline].reverse().find((e) => e.status === 'info_requested');
  return { question: entry?.note ?? null, by: entry?.by, at: entry?.at ?? v.updatedAt };
}

/** How many photos the customer added since the expert asked (they go with "Send to the expert"). */
export function photosSinceQuestion(v: Valuation): number {
  const asked = infoRequestOf(v).at;
  return v.photos.filter((p) => p.uploadedAt >= asked).length;
}

export const INFO_REQUEST_TITLE = 'Our expert has asked for more information';
export const SEND_TO_EXPERT = 'Send to the expert';

export interface InfoRequestPanelProps {
  valuation: Valuation;
  /** How many, how large, which photos may still be added now. */
  limits: ImageLimits;
  /** Stores photos on the request (it stays waiting); reject to keep them chosen. */
  onAddPhotos: (photos: File[]) => Promise<void>;
  uploadProgress?: number | null;
  /** Sends the photos added and the reply; the request goes back to the expert. */
  onSend: (message: string) => Promise<void>;
}

/**
 * "More information" (docs/product.md, "The 'more information' loop"): the expert's question
 * quoted, photos added as often as needed (each upload keeps the request waiting), a written reply,
 * and one action, "Send to the expert", which uploads any photos still chosen and sends it all.
 */
export function InfoRequestPanel({
  valuation,
  limits,
  onAddPhotos,
  uploadProgress = null,
  onSend,
}: InfoRequestPanelProps) {
  const ids = useId();
  const photos = usePhotoUpload(onAddPhotos);
  const [reply, setReply] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string>();
  const { question, by } = infoRequestOf(valuation);
  const added = photosSinceQuestion(valuation);
  const busy = photos.uploading || sending;

  const send = async () => {
    setProblem(undefined);
    if (added === 0 && photos.files.length === 0 && reply.trim() === '') {
      setProblem(VALUATION_ERRORS.emptyReply);
      return;
    }
    // The photos still chosen go first; a failed upload (the caller shows it) keeps them.
    if (!(await photos.upload())) return;
    setSending(true);
    try {
      await onSend(reply.trim());
      setReply('');
    } catch {
      // The caller shows the failure; the reply stays for a retry.
    } finally {
      setSending(false);
    }
  };

  return (
    <SectionCard title="Your answer to the expert">
      <Alert severity="warning" role="none" sx={{ mb: 3 }}>
        <AlertTitle component="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
          {INFO_REQUEST_TITLE}
        </AlertTitle>
        {question ? (
          <Box
            component="blockquote"
            sx={{ m: 0, my: 1, pl: 2, borderLeft: 3, borderColor: 'warning.main' }}
          >
            <Typography sx={{ whiteSpace: 'pre-wrap', fontStyle: 'italic' }}>{question}</Typography>
            {by ? (
              <Typography component="footer" variant="body2" sx={{ mt: 0.5 }}>
                {by}
              </Typography>
            ) : null}
          </Box>
        ) : null}
        <Typography variant="body2">
          Add as many photos as you need and a reply, then send them to the expert. Nothing is sent
          until you do.
        </Typography>
      </Alert>

      <Typography sx={{ mb: 2 }} aria-live="polite">
        {added === 0
          ? 'No photos added yet.'
          : `${added} new ${added === 1 ? 'photo' : 'photos'} added, ready to send.`}
      </Typography>
      {limits.maxFiles > 0 ? (
        <PhotoAdder
          upload={photos}
          limits={limits}
          uploadProgress={uploadProgress}
          disabled={sending}
          variant="outlined"
        />
      ) : (
        <Typography color="text.secondary">This request holds the most photos allowed.</Typography>
      )}

      <TextField
        id={`${ids}-reply`}
        label="Your reply to the expert"
        value={reply}
        onChange={(event) => {
          setReply(event.target.value);
          setProblem(undefined);
        }}
        multiline
        minRows={3}
        fullWidth
        disabled={sending}
        slotProps={{ htmlInput: { maxLength: INFO_REPLY_MAX_LENGTH } }}
        error={Boolean(problem)}
        helperText={problem ?? 'Optional when you have added photos.'}
        sx={{ mt: 3 }}
      />
      <SubmitButton
        type="button"
        busy={sending}
        busyLabel="Sending..."
        disabled={busy}
        startIcon={<SendOutlined aria-hidden="true" />}
        onClick={() => void send()}
        sx={{ mt: 2 }}
      >
        {SEND_TO_EXPERT}
      </SubmitButton>
    </SectionCard>
  );
}
