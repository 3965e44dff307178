import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { mkdir, rm, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import sharp from 'sharp';
import { API } from '@valuation/contracts';
import { UUID_RE } from '../../common/pipes/parse-id.pipe';
import { AppConfig } from '../../config/app.config';
import { AuthConfig } from '../../config/auth.config';
import { Clock } from '../../common/clock/clock';

/** How long a photo URL the API mints stays valid. */
export const PHOTO_URL_TTL_SECONDS = 30 * 60;
/** The preview's longest side, pixels. */
export const PREVIEW_SIZE = 480;
/** Larger images are refused (a decompression bomb): 100 megapixels. */
const MAX_PIXELS = 100_000_000;
export const PHOTO_VARIANTS = ['full', 'preview'] as const;
export type PhotoVariant = (typeof PHOTO_VARIANTS)[number];

export interface StoredPhoto {
  path: string;
  previewPath: string;
  size: number;
  width: number;
  height: number;
  type: 'image/jpeg';
}

// Photos are processed one at a time with libvips' cache off: five 10 MB photos must not hold
// hundreds of megabytes (bench/valuation-upload.mjs measures it).
sharp.cache(false);
sharp.concurrency(1);

/**
 * The photos of valuation requests on disk (DATA_DIR/uploads/<userId>/<valuationId>/, so that
 * deleting an account's uploads folder takes them too) and the short-lived signed URLs that serve
 * them: HMAC-SHA256 over photo id, variant and expiry with a key derived from the JWT secret, so
 * only URLs the API itself minted (in the owner's answers and for staff) work.
 */
@Injectable()
export class PhotoStorageService {
  private readonly logger = new Logger(PhotoStorageService.name);
  readonly uploadsDir: string;
  readonly tmpDir: string;
  private readonly key: Buffer;

  constructor(
    config: ConfigService,
    private readonly clock: Clock,
  ) {
    const dataDir = config.getOrThrow<AppConfig>('app').dataDir;
    this.uploadsDir = resolve(dataDir, 'uploads');
    this.tmpDir = resolve(dataDir, 'uploads', 'tmp');
    this.key = createHmac('sha256', config.getOrThrow<AuthConfig>('auth').jwtSecret)
      .update('valuation-photo-urls')
      .digest();
  }

  /**
   * Turns an upload (a temp file already judged an image by its bytes) upright, re-encodes it as
   * a JPEG master without any metadata (no EXIF, no GPS) and a small preview. Throws when the
   * bytes cannot be decoded.
   */
  async store(userId: string, valuationId: string, tmpPath: string): Promise<StoredPhoto> {
    const dir = this.dirOf(userId, valuationId);
    await mkdir(dir, { recursive: true });
    const id = randomUUID();
    const master = join(dir, `${id}.jpg`);
    const preview = join(dir, `${id}-preview.jpg`);
    try {
      // Only a photo stored sideways (EXIF orientation 2–8) needs the whole image in memory to be
      // turned upright (rotate() with no angle = auto-orient); any other is read sequentially, a
      // few lines at a time. No metadata is kept (sharp writes none unless asked): no EXIF, no GPS.
      const meta = await sharp(tmpPath, {
        failOn: 'error',
        limitInputPixels: MAX_PIXELS,
      }).metadata();
      const sideways = (meta.orientation ?? 1) > 1;
      let pipeline = sharp(tmpPath, {
        failOn: 'error',
        limitInputPixels: MAX_PIXELS,
        sequentialRead: !sideways,
      });
      if (sideways) pipeline = pipeline.rotate();
      if (meta.hasAlpha) pipeline = pipeline.flatten({ background: '#ffffff' });
      // optimiseCoding would make libjpeg buffer the whole image's coefficients (~70 MB for a
      // 12-megapixel photo) for a ~5% smaller file: off, so an upload stays within 64 MB.
      const info = await pipeline.jpeg({ quality: 88, optimiseCoding: false }).toFile(master);
      // the preview is decoded with JPEG shrink-on-load: small and quick
      await sharp(master, { sequentialRead: true })
        .resize(PREVIEW_SIZE, PREVIEW_SIZE, { fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 75 })
        .toFile(preview);
      return {
        path: this.relative(master),
        previewPath: this.relative(preview),
        size: info.size,
        width: info.width,
        height: info.height,
        type: 'image/jpeg',
      };
    } catch (err) {
      await Promise.all([rm(master, { force: true }), rm(preview, { force: true })]);
      throw err;
    }
  }

  /** The absolute path of a stored file (paths are relative to DATA_DIR/uploads). */
  absolute(relativePath: string): string | null {
    const path = resolve(this.uploadsDir, relativePath);
    return path.startsWith(this.uploadsDir + sep) ? path : null;
  }

  /** True when the stored file (relative path) is there; its absolute path. */
  async existing(relativePath: string): Promise<string | null> {
    const path = this.absolute(relativePath);
    if (!path) return null;
    try {
      return (await stat(path)).isFile() ? path : null;
    } catch {
      return null;
    }
  }

  /** Deletes a request's folder of photos (expiry, account deletion). Never throws. */
  async removeValuation(userId: string, valuationId: string): Promise<void> {
    if (!UUID_RE.test(userId) || !UUID_RE.test(valuationId)) return;
    try {
      await rm(this.dirOf(userId, valuationId), { recursive: true, force: true });
    } catch (err) {
      this.logger.error(`Could not delete the photos of a request: ${(err as Error).message}`);
    }
  }

  async removeFiles(paths: string[]): Promise<void> {
    await Promise.all(
      paths.map(async (p) => {
        const abs = this.absolute(p);
        if (abs) await rm(abs, { force: true }).catch(() => undefined);
      }),
    );
  }

  /** A URL of the photo valid for PHOTO_URL_TTL_SECONDS (relative to the site: /api/…). */
  signedUrl(photoId: string, variant: PhotoVariant): string {
    const exp = Math.floor(this.clock.nowMs() / 1000) + PHOTO_URL_TTL_SECONDS;
    const sig = this.signature(photoId, variant, exp);
    return `/api${API.valuations.list}/photos/${photoId}?variant=${variant}&exp=${exp}&sig=${sig}`;
  }

  /** 'ok', or why the link does not work. */
  verify(photoId: string, variant: string, exp: string, sig: string): 'ok' | 'invalid' {
    if (!(PHOTO_VARIANTS as readonly string[]).includes(variant)) return 'invalid';
    if (!/^\d{1,12}$/.test(exp) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return 'invalid';
    const expected = Buffer.from(this.signature(photoId, variant as PhotoVariant, Number(exp)));
    const given = Buffer.from(sig);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    if (Number(exp) * 1000 < this.clock.nowMs()) return 'invalid';
    return 'ok';
  }

  private signature(photoId: string, variant: PhotoVariant, exp: number): string {
    return createHmac('sha256', this.key)
      .update(`${photoId.toLowerCase()}.${variant}.${exp}`)
      .digest('base64url');
  }

  private dirOf(userId: string, valuationId: string): string {
    return join(this.uploadsDir, userId, valuationId);
  }

  private relative(absolute: string): string {
    return absolute
      .slice(this.uploadsDir.length + 1)
      .split(sep)
      .join('/');
  }
}
