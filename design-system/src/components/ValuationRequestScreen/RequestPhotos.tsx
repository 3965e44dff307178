import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import { LazyDialog } from '../LazyOverlay/LazyDialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { ImageLimits, Valuation } from '@valuation/contracts';
import { SectionCard } from '../SectionCard';
import { PhotoAdder, usePhotoUpload } from './PhotoAdder';

export interface RequestPhotosProps {
  valuation: Valuation;
  /** Photos added before payment (the uploader shows only with it and a free slot). */
  onAddPhotos?: (photos: File[]) => Promise<void>;
  limits: ImageLimits;
  uploadProgress?: number | null;
}

/** The request's photos (full size in a dialog), and more of them before payment. */
export function RequestPhotos({
  valuation: v,
  onAddPhotos,
  limits,
  uploadProgress = null,
}: RequestPhotosProps) {
  const [openPhoto, setOpenPhoto] = useState<number | null>(null);
  // A failed upload is shown by the caller through `actionError`; the photos stay for a retry.
  const upload = usePhotoUpload(onAddPhotos);
  const photo = openPhoto === null ? undefined : v.photos[openPhoto];

  return (
    <SectionCard title="Photos">
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
        }}
      >
        {v.photos.map((item, index) => (
          <li key={item.id}>
            <ButtonBase
              onClick={() => setOpenPhoto(index)}
              aria-label={`Open ${item.name} full size`}
              sx={{ display: 'block', width: '100%', borderRadius: 2, overflow: 'hidden' }}
            >
              <Box
                component="img"
                src={item.previewUrl}
                alt=""
                loading="lazy"
                sx={{ display: 'block', width: '100%', aspectRatio: '1', objectFit: 'cover' }}
              />
            </ButtonBase>
          </li>
        ))}
      </Box>
      {onAddPhotos && limits.maxFiles > 0 ? (
        <Box sx={{ mt: 3 }}>
          <PhotoAdder upload={upload} limits={limits} uploadProgress={uploadProgress} />
        </Box>
      ) : null}

      <LazyDialog
        open={Boolean(photo)}
        onClose={() => setOpenPhoto(null)}
        maxWidth="lg"
        aria-labelledby="valuation-photo-title"
      >
        {photo ? (
          <>
            <DialogTitle id="valuation-photo-title">{photo.name}</DialogTitle>
            <DialogContent>
              <Box
                component="img"
                src={photo.url}
                alt={photo.name}
                sx={{ display: 'block', maxWidth: '100%', maxHeight: '75vh', mx: 'auto' }}
              />
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setOpenPhoto(null)}>Close</Button>
            </DialogActions>
          </>
        ) : null}
      </LazyDialog>
    </SectionCard>
  );
}
