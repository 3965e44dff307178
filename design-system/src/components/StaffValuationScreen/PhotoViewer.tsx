import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import { LazyDialog } from '../LazyOverlay/LazyDialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { ValuationPhoto } from '@valuation/contracts';

const ZOOMS = [1, 1.5, 2, 3, 4] as const;

export interface PhotoViewerProps {
  photos: ValuationPhoto[];
  /** What the photos show, for their text alternatives ("Photo 2 of LV-7K3Q-9M2D"). */
  label: string;
}

/**
 * Thumbnails that open a viewer which zooms (buttons, + and - keys) and steps through the photos
 * (buttons, left and right arrows).
 */
export function PhotoViewer({ photos, label }: PhotoViewerProps) {
  const [open, setOpen] = useState<number | null>(null);
  const [zoom, setZoom] = useState(0);
  if (photos.length === 0) return <Typography color="text.secondary">No photos.</Typography>;

  const show = (index: number) => {
    setOpen(index);
    setZoom(0);
  };
  const photo = open === null ? null : photos[open];
  const zoomIn = () => setZoom((z) => Math.min(ZOOMS.length - 1, z + 1));
  const zoomOut = () => setZoom((z) => Math.max(0, z - 1));
  const alt = (index: number) => `Photo ${index + 1} of ${photos.length}, ${label}`;

  return (
    <>
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
        {photos.map((p, index) => (
          <li key={p.id}>
            <ButtonBase
              onClick={() => show(index)}
              aria-label={`Open photo ${index + 1} of ${photos.length}`}
              sx={{
                width: '100%',
                aspectRatio: '1',
                borderRadius: 1,
                overflow: 'hidden',
                border: 1,
                borderColor: 'divider',
              }}
            >
              <Box
                component="img"
                src={p.previewUrl}
                alt={alt(index)}
                loading="lazy"
                sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
              />
            </ButtonBase>
          </li>
        ))}
      </Box>
      <LazyDialog
        open={photo !== null}
        onClose={() => setOpen(null)}
        // On the dialog itself, wherever the focus is inside it (it starts on the dialog, outside
        // the content): + and - zoom, the left and right arrows step through the photos (inside
        // the zoomed photo they scroll it instead).
        onKeyDown={(event) => {
          if (open === null) return;
          if (event.key === '+' || event.key === '=') zoomIn();
          else if (event.key === '-') zoomOut();
          else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
            const inZoomedPhoto =
              zoom > 0 && (event.target as HTMLElement).getAttribute('role') === 'region';
            if (inZoomedPhoto) return;
            const next = open + (event.key === 'ArrowLeft' ? -1 : 1);
            if (next >= 0 && next < photos.length) show(next);
          }
        }}
        fullWidth
        maxWidth="lg"
        aria-labelledby="photo-viewer-title"
      >
        {photo && open !== null && (
          <>
            <DialogTitle id="photo-viewer-title">
              Photo {open + 1} of {photos.length}
            </DialogTitle>
            <DialogContent>
              <Box
                tabIndex={0}
                role="region"
                aria-label={`Photo at ${ZOOMS[zoom] * 100}%; scroll to move around`}
                sx={{ overflow: 'auto', maxHeight: '70vh', bgcolor: 'background.default' }}
              >
                <Box
                  component="img"
                  src={photo.url}
                  alt={alt(open)}
                  sx={{
                    display: 'block',
                    width: `${ZOOMS[zoom] * 100}%`,
                    maxWidth: 'none',
                    mx: 'auto',
                  }}
                />
              </Box>
            </DialogContent>
            <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
              <IconButton
                aria-label="Previous photo"
                disabled={open === 0}
                onClick={() => show(open - 1)}
              >
                <ChevronLeftIcon />
              </IconButton>
              <IconButton
                aria-label="Next photo"
                disabled={open === photos.length - 1}
                onClick={() => show(open + 1)}
              >
                <ChevronRightIcon />
              </IconButton>
              <IconButton aria-label="Zoom out" disabled={zoom === 0} onClick={zoomOut}>
                <ZoomOutIcon />
              </IconButton>
              <Typography aria-live="polite" sx={{ minWidth: 48, textAlign: 'center' }}>
                {ZOOMS[zoom] * 100}%
              </Typography>
              <IconButton
                aria-label="Zoom in"
                disabled={zoom === ZOOMS.length - 1}
                onClick={zoomIn}
              >
                <ZoomInIcon />
              </IconButton>
              <Button href={photo.url} target="_blank" rel="noopener">
                Open full size
              </Button>
              <Button onClick={() => setOpen(null)}>Close</Button>
            </DialogActions>
          </>
        )}
      </LazyDialog>
    </>
  );
}
