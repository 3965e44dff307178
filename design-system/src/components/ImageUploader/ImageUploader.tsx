import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import CloseRounded from '@mui/icons-material/CloseRounded';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import { CATALOGUE, type ImageLimits } from '@valuation/contracts';

export interface ImageUploaderProps {
  /** The chosen photos, in order (the parent keeps them). */
  files: File[];
  /** The new list after an addition or a removal. */
  onChange: (files: File[]) => void;
  /** How many, how large, which types (the catalogue's `images`). */
  limits?: ImageLimits;
  /** The field's label. */
  label?: string;
  /** A problem with the field as a whole ("Please add at least one photo of the item."). */
  error?: string;
  disabled?: boolean;
  /** The base of its ids; "Choose photos" is `${id}-choose` (an error summary's link target). */
  id?: string;
}

/** The file name extensions accepted besides the types (docs/product.md §5, Image uploader). */
export const IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png', 'gif', 'webp'] as const;

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))}MB`;

/** Why a file is refused, naming it; null when it is accepted. */
export function imageRefusal(file: File, limits: ImageLimits): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typed = file.type ? limits.types.includes(file.type) : false;
  const byName = (IMAGE_EXTENSIONS as readonly string[]).includes(extension);
  if (!(typed || (!file.type && byName)))
    return `"${file.name}" is not a photo we can accept. Please choose a JPEG, PNG, GIF or WebP image.`;
  if (file.size === 0) return `"${file.name}" is empty. Please choose another photo.`;
  if (file.size > limits.maxFileSizeBytes)
    return `"${file.name}" is larger than ${megabytes(limits.maxFileSizeBytes)}. Please choose a smaller photo.`;
  return null;
}

/** The files to add and the sentences refusing the others (wrong type, size, or beyond the count). */
export function acceptImages(
  current: readonly File[],
  incoming: readonly File[],
  limits: ImageLimits,
): { files: File[]; refusals: string[] } {
  const files = [...current];
  const refusals: string[] = [];
  for (const file of incoming) {
    const refusal = imageRefusal(file, limits);
    if (refusal) refusals.push(refusal);
    else if (files.length >= limits.maxFiles)
      refusals.push(`"${file.name}" was not added: you can add up to ${limits.maxFiles} photos.`);
    else files.push(file);
  }
  return { files, refusals };
}

/** Object URLs for the previews, made in an effect (never during render) and revoked after use. */
function usePreviews(files: File[]): Map<File, string> {
  const [urls, setUrls] = useState<Map<File, string>>(() => new Map());
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return undefined;
    const next = new Map(files.map((file) => [file, URL.createObjectURL(file)] as const));
    setUrls(next);
    return () => next.forEach((url) => URL.revokeObjectURL(url));
  }, [files]);
  return urls;
}

/**
 * Photos for a valuation (docs/product.md §2.8): up to 5, each previewed and removable, the number
 * still allowed shown, "up to 10MB each". Drag and drop, the file picker and the phone's camera
 * ("Take photo") all add; a refused file is named with the reason.
 */
export function ImageUploader({
  files,
  onChange,
  limits = CATALOGUE.images,
  label = 'Photos',
  error,
  disabled = false,
  id: givenId,
}: ImageUploaderProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const pickerRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const [refusals, setRefusals] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const previews = usePreviews(files);
  const remaining = Math.max(0, limits.maxFiles - files.length);
  const full = remaining === 0;
  const accept = [...limits.types, ...IMAGE_EXTENSIONS.map((e) => `.${e}`)].join(',');

  const add = (incoming: File[]) => {
    if (disabled || incoming.length === 0) return;
    const result = acceptImages(files, incoming, limits);
    setRefusals(result.refusals);
    if (result.files.length !== files.length) onChange(result.files);
  };

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    add(Array.from(event.target.files ?? []));
    // The same file can be chosen again after a removal.
    event.target.value = '';
  };

  const dropped = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    add(Array.from(event.dataTransfer?.files ?? []));
  };

  const remove = (index: number) => {
    setRefusals([]);
    onChange(files.filter((_, i) => i !== index));
  };

  const describedBy = `${id}-hint`;

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} disabled={disabled}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
        {label}
      </Typography>
      <Box
        data-testid="image-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled && !full) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={dropped}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: error ? 'error.main' : dragging ? 'primary.main' : 'divider',
          borderRadius: 2,
          p: { xs: 2, sm: 3 },
          textAlign: 'center',
          bgcolor: dragging ? 'action.hover' : 'transparent',
        }}
      >
        <Typography id={describedBy} color="text.secondary" sx={{ mb: 2 }}>
          Drag photos here or choose them: JPEG, PNG, GIF or WebP, up to{' '}
          {megabytes(limits.maxFileSizeBytes)} each.{' '}
          {full
            ? `You have added the most photos allowed (${limits.maxFiles}).`
            : `You can add ${remaining} more ${remaining === 1 ? 'photo' : 'photos'}.`}
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ justifyContent: 'center' }}
        >
          <Button
            id={`${id}-choose`}
            variant="outlined"
            startIcon={<AddPhotoAlternateOutlined aria-hidden="true" />}
            onClick={() => pickerRef.current?.click()}
            disabled={disabled || full}
            aria-describedby={describedBy}
          >
            Choose photos
          </Button>
          <Button
            variant="outlined"
            startIcon={<PhotoCameraOutlined aria-hidden="true" />}
            onClick={() => cameraRef.current?.click()}
            disabled={disabled || full}
            aria-describedby={describedBy}
          >
            Take photo
          </Button>
        </Stack>
        <input
          ref={pickerRef}
          data-testid="image-picker-input"
          type="file"
          accept={accept}
          multiple
          hidden
          tabIndex={-1}
          aria-label="Choose photos"
          onChange={picked}
        />
        <input
          ref={cameraRef}
          data-testid="image-camera-input"
          type="file"
          accept="image/*"
          capture="environment"
          hidden
          tabIndex={-1}
          aria-label="Take photo"
          onChange={picked}
        />
      </Box>

      {error ? (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {error}
        </Typography>
      ) : null}
      <div aria-live="polite">
        {refusals.length ? (
          <Alert severity="warning" sx={{ mt: 2 }} onClose={() => setRefusals([])}>
            {refusals.map((refusal) => (
              <div key={refusal}>{refusal}</div>
            ))}
          </Alert>
        ) : null}
      </div>

      {files.length ? (
        <Box
          component="ul"
          aria-label="Chosen photos"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            mt: 2,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))',
          }}
        >
          {files.map((file, index) => (
            <Box
              component="li"
              key={`${file.name}-${file.size}-${file.lastModified}-${index}`}
              sx={{
                position: 'relative',
                borderRadius: 2,
                overflow: 'hidden',
                bgcolor: 'action.hover',
              }}
            >
              <Box
                component="img"
                src={previews.get(file)}
                alt={file.name}
                sx={{ display: 'block', width: '100%', aspectRatio: '1', objectFit: 'cover' }}
              />
              <Typography
                variant="caption"
                component="p"
                noWrap
                sx={{ px: 1, py: 0.5 }}
                title={file.name}
              >
                {file.name}
              </Typography>
              <IconButton
                size="small"
                onClick={() => remove(index)}
                disabled={disabled}
                aria-label={`Remove ${file.name}`}
                sx={{
                  position: 'absolute',
                  top: 4,
                  right: 4,
                  bgcolor: 'background.paper',
                  '&:hover': { bgcolor: 'background.paper' },
                }}
              >
                <CloseRounded fontSize="small" aria-hidden="true" />
              </IconButton>
            </Box>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
