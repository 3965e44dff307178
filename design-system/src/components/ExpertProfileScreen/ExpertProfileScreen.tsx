import { useId, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { TextField } from '../TextField';
import Typography from '@mui/material/Typography';
import {
  CATALOGUE,
  EXPERT_PROFILE_RULES,
  EXPERT_PROFILE_TEXTS,
  textProblem,
  type ExpertProfile,
} from '@valuation/contracts';
import { getErrorMessage } from '../../utils';
import { LoadError } from '../LoadError';
import { PageHeader } from '../PageHeader';
import { SectionCard } from '../SectionCard';
import { SubmitButton } from '../SubmitButton';

export interface ExpertProfileScreenProps {
  profile?: ExpertProfile;
  loading?: boolean;
  errorMessage?: string;
  onRetry?: () => void;
  /** Saves the qualification line. Rejects with a sentence. */
  onSaveQualification: (qualification: string) => Promise<void>;
  /** Uploads a signature image. Rejects with a sentence. */
  onUploadSignature: (file: File) => Promise<void>;
}

/**
 * The expert's valuer profile (docs/product.md §2.21, "Your valuer profile"): the qualification
 * line and the signature image that every certificate they issue prints.
 */
export function ExpertProfileScreen({
  profile,
  loading = false,
  errorMessage,
  onRetry,
  onSaveQualification,
  onUploadSignature,
}: ExpertProfileScreenProps) {
  const T = EXPERT_PROFILE_TEXTS;
  return (
    <Box>
      <PageHeader title={T.title} subtitle={T.intro} />
      {loading && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>Loading...</Typography>
        </Box>
      )}
      {!loading && errorMessage && <LoadError message={errorMessage} onRetry={onRetry} />}
      {!loading && !errorMessage && profile && (
        <Stack spacing={3} sx={{ maxWidth: 720 }}>
          <QualificationForm profile={profile} onSave={onSaveQualification} />
          <SignatureForm profile={profile} onUpload={onUploadSignature} />
        </Stack>
      )}
    </Box>
  );
}

function QualificationForm({
  profile,
  onSave,
}: {
  profile: ExpertProfile;
  onSave: (qualification: string) => Promise<void>;
}) {
  const T = EXPERT_PROFILE_TEXTS;
  const [text, setText] = useState(profile.qualificationIsDefault ? '' : profile.qualification);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string }>();
  const problem = textProblem(
    text.trim(),
    T.qualificationLabel,
    EXPERT_PROFILE_RULES.maxQualificationLength,
  );
  return (
    <SectionCard title={T.qualificationLabel} headingLevel={2}>
      <Box
        component="form"
        noValidate
        aria-busy={busy}
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (problem || busy) return;
          setBusy(true);
          setResult(undefined);
          onSave(text.trim()).then(
            () => {
              setBusy(false);
              setResult({ ok: true, message: T.saved });
            },
            (failure: unknown) => {
              setBusy(false);
              setResult({ ok: false, message: getErrorMessage(failure) });
            },
          );
        }}
      >
        <Stack spacing={2}>
          {result && (
            <Alert severity={result.ok ? 'success' : 'error'} role={result.ok ? 'status' : 'alert'}>
              {result.message}
            </Alert>
          )}
          <TextField
            label={T.qualificationLabel}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onBlur={() => setTouched(true)}
            required
            fullWidth
            placeholder={profile.qualificationIsDefault ? profile.qualification : undefined}
            error={touched && !!problem}
            helperText={touched && problem ? problem : T.qualificationHint}
            slotProps={{ htmlInput: { maxLength: EXPERT_PROFILE_RULES.maxQualificationLength } }}
          />
          <SubmitButton busy={busy} busyLabel="Saving..." sx={{ alignSelf: 'flex-start' }}>
            {T.save}
          </SubmitButton>
        </Stack>
      </Box>
    </SectionCard>
  );
}

function SignatureForm({
  profile,
  onUpload,
}: {
  profile: ExpertProfile;
  onUpload: (file: File) => Promise<void>;
}) {
  const T = EXPERT_PROFILE_TEXTS;
  const inputId = useId();
  const hintId = useId();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string }>();
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    setResult(undefined);
    onUpload(file).then(
      () => {
        setBusy(false);
        setResult({ ok: true, message: T.signatureSaved });
      },
      (failure: unknown) => {
        setBusy(false);
        setResult({ ok: false, message: getErrorMessage(failure) });
      },
    );
  };
  return (
    <SectionCard title={T.signatureLabel} headingLevel={2}>
      <Stack spacing={2}>
        {result && (
          <Alert severity={result.ok ? 'success' : 'error'} role={result.ok ? 'status' : 'alert'}>
            {result.message}
          </Alert>
        )}
        {profile.signatureUrl ? (
          <Box
            component="img"
            src={profile.signatureUrl}
            alt={`${T.signatureLabel} as printed on certificates`}
            sx={{
              display: 'block',
              maxWidth: '100%',
              width: 300,
              height: 'auto',
              bgcolor: 'common.white',
              borderRadius: 1,
              p: 1,
            }}
          />
        ) : (
          <Typography color="text.secondary">{T.noSignature}</Typography>
        )}
        <Typography id={hintId} variant="body2" color="text.secondary">
          {T.signatureHint}
        </Typography>
        <Box>
          <input
            id={inputId}
            type="file"
            accept={CATALOGUE.images.types.filter((t) => t !== 'image/gif').join(',')}
            hidden
            onChange={choose}
            disabled={busy}
          />
          <Button
            component="label"
            htmlFor={inputId}
            variant="outlined"
            disabled={busy}
            aria-describedby={hintId}
          >
            {busy ? 'Uploading...' : profile.signatureUrl ? T.replaceSignature : T.uploadSignature}
          </Button>
        </Box>
      </Stack>
    </SectionCard>
  );
}
