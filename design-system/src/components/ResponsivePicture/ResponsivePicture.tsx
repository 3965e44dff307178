import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ResponsiveImage } from '../../assets';

export interface ResponsivePictureProps {
  image: ResponsiveImage;
  /** Describes the picture; '' for a decorative one. */
  alt: string;
  /** The `sizes` attribute: how wide the picture is shown, e.g. "100vw". */
  sizes: string;
  /**
   * The picture is the page's main (largest) content: load it at once with high fetch priority.
   * Otherwise it loads lazily, when it nears the viewport.
   */
  priority?: boolean;
  /** Styles of the <img> (object-fit, size). */
  sx?: SxProps<Theme>;
}

/** The `elementtiming` name of a priority picture's image (the page's largest paint). */
export const PRIORITY_IMAGE_TIMING = 'priority-image';

/**
 * A <picture> with AVIF and WebP sources at several widths. The <img> carries the intrinsic
 * width and height, so the browser reserves its box before the file arrives (no layout shift).
 */
export function ResponsivePicture({ image, alt, sizes, priority, sx }: ResponsivePictureProps) {
  return (
    <picture>
      <source type="image/avif" srcSet={image.avifSrcSet} sizes={sizes} />
      <source type="image/webp" srcSet={image.webpSrcSet} sizes={sizes} />
      <Box
        component="img"
        src={image.src}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'sync' : 'async'}
        // Element Timing: a prerendered page starts its scripts once this image has painted.
        {...(priority ? { elementtiming: PRIORITY_IMAGE_TIMING } : {})}
        sx={[
          { display: 'block', maxWidth: '100%', height: 'auto' },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      />
    </picture>
  );
}
