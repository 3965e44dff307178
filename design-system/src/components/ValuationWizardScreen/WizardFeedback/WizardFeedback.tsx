import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { WIZARD_TEXTS } from '../wizardValues';

export interface WizardFeedbackProps {
  submitting: boolean;
  /** Upload progress in percent (null: not known yet). */
  uploadProgress: number | null;
  /** Why the last attempt failed. */
  submitError?: string;
  onRetry: () => void;
}

/** Under the form: the upload's progress, and a failed attempt with "Try again" (what is missing: ErrorSummary). */
export function WizardFeedback({
  submitting,
  uploadProgress,
  submitError,
  onRetry,
}: WizardFeedbackProps) {
  return (
    <>
      {submitting ? (
        <Box sx={{ mt: 3 }}>
          <Typography id="valuation-upload-label" variant="body2" sx={{ mb: 1 }}>
            {uploadProgress === null
              ? 'Sending your request...'
              : `Uploading photos: ${Math.round(uploadProgress)}%`}
          </Typography>
          <LinearProgress
            aria-labelledby="valuation-upload-label"
            variant={uploadProgress === null ? 'indeterminate' : 'determinate'}
            value={uploadProgress ?? undefined}
          />
        </Box>
      ) : null}

      {submitError && !submitting ? (
        <Alert
          severity="error"
          role="alert"
          sx={{ mt: 3 }}
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              {WIZARD_TEXTS.retry}
            </Button>
          }
        >
          {submitError}
        </Alert>
      ) : null}
    </>
  );
}
