import { rm } from 'node:fs/promises';
import sharp from 'sharp';

/** The preview's longest side, pixels. */
export const PREVIEW_SIZE = 480;
/** Larger images are refused (a decompression bomb): 100 megapixels. */
const MAX_PIXELS = 100_000_000;

// Images are processed one at a time with libvips' cache off: five 10 MB photos must not hold
// hundreds of megabytes (bench/upload.mjs measures it).
sharp.cache(false);
sharp.concurrency(1);

export interface NormalisedImage {
  width: number;
  height: number;
  /** The master's size in bytes. */
  size: number;
  previewSize: number;
}

/**
 * Every image a user sends, treated the same way (ADR 013): turned upright,
 * flattened on white, re-encoded as a JPEG master with no metadata at all (sharp writes no EXIF,
 * GPS, XMP, ICC or comment unless asked) and a JPEG preview of at most PREVIEW_SIZE pixels.
 * Throws when the bytes cannot be decoded; then neither output is left behind.
 */
export async function normaliseImage(
  source: string,
  master: string,
  preview: string,
): Promise<NormalisedImage> {
  try {
    // Only a photo stored sideways (EXIF orientation 2–8) needs the whole image in memory to be
    // turned upright (rotate() with no angle = auto-orient); any other is read sequentially.
    const meta = await sharp(source, { failOn: 'error', limitInputPixels: MAX_PIXELS }).metadata();
    const sideways = (meta.orientation ?? 1) > 1;
    let pipeline = sharp(source, {
      failOn: 'error',
      limitInputPixels: MAX_PIXELS,
      sequentialRead: !sideways,
    });
    if (sideways) pipeline = pipeline.rotate();
    if (meta.hasAlpha) pipeline = pipeline.flatten({ background: '#ffffff' });
    // optimiseCoding would make libjpeg buffer the whole image's coefficients (~70 MB for a
    // 12-megapixel photo) for a ~5% smaller file: off, so an upload stays within 64 MB.
    const info = await pipeline.jpeg({ quality: 88, optimiseCoding: false }).toFile(master);
    // the preview is decoded from the master with JPEG shrink-on-load: small and quick
    const small = await sharp(master, { sequentialRead: true })
      .resize(PREVIEW_SIZE, PREVIEW_SIZE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 75 })
      .toFile(preview);
    return { width: info.width, height: info.height, size: info.size, previewSize: small.size };
  } catch (err) {
    await Promise.all([rm(master, { force: true }), rm(preview, { force: true })]);
    throw err;
  }
}
