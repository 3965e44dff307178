import { useState } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import type { ImageLimits } from '@valuation/contracts';
import { ImageUploader } from '../ImageUploader';
import { SubmitButton } from '../SubmitButton';

/**
 * The photos chosen to add to a request and their upload: `upload()` stores them through
 * `onAddPhotos` and clears the choice; a failure (shown by the caller) keeps them chosen for a
 * retry and resolves false.
 */
export function usePhotoUpload(onAddPhotos: ((photos: File[]) => Promise<void>) | undefined) {
  const [files, setFiles] = useState<File[]>([]);
  const [uploading, setUploading] = useState(false);
  const upload = async (): Promise<boolean> => {
    if (!onAddPhotos || files.length === 0) return true;
    setUploading(true);
    try {
      await onAddPhotos(files);
      setFiles([]);
      return true;
    } catch {
      return false;
    } finally {
      setUploading(false);
    }
  };
  return { files, setFiles, uploading, upload };
}

export interface PhotoAdderProps {
  upload: ReturnType<typeof usePhotoUpload>;
  limits: ImageLimits;
  /** The upload's progress in percent while it runs (null: not reported). */
  uploadProgress: number | null;
  /** Nothing can be chosen or sent (another action of the page is under way). */
  disabled?: boolean;
  variant?: 'contained' | 'outlined';
}

/**
 * "Add photos" to a request and "Upload photos": the one uploader block of the request page, before
 * payment (RequestPhotos) and in answer to the expert (InfoRequestPanel).
 */
export function PhotoAdder({
  upload: { files, setFiles, uploading, upload },
  limits,
  uploadProgress,
  disabled = false,
  variant = 'contained',
}: PhotoAdderProps) {
  return (
    <>
      <ImageUploader
        files={files}
        onChange={setFiles}
        limits={limits}
        label="Add photos"
        disabled={uploading || disabled}
      />
      {uploading && uploadProgress !== null ? (
        <LinearProgress
          variant="determinate"
          value={uploadProgress}
          aria-label={`Uploading photos: ${Math.round(uploadProgress)}%`}
          sx={{ mt: 2 }}
        />
      ) : null}
      <SubmitButton
        type="button"
        variant={variant}
        busy={uploading && !disabled}
        busyLabel="Uploading..."
        disabled={files.length === 0 || uploading || disabled}
        onClick={() => void upload()}
        sx={{ mt: 2 }}
      >
        Upload photos
      </SubmitButton>
    </>
  );
}
