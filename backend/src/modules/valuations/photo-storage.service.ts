import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { API, VALUATION_IMAGES_FIELD, CATALOGUE, UPLOAD_KINDS } from '@valuation/contracts';
import { In, Repository } from 'typeorm';
import { Clock } from '../../infrastructure/clock/clock';
import { UUID_RE } from '../../common/pipes/parse-id.pipe';
import { SignatureQuery, SignedUrlService } from '../../infrastructure/signing/signed-urls.service';
import { FileStore, StoredObject } from '../../infrastructure/storage/file-store';
import type { UploadedFile, UploadRules } from '../../infrastructure/uploads/upload-pipeline';
import { JobsService } from '../../infrastructure/jobs/jobs.module';
import { ValuationPhoto } from './entities/valuation-photo.entity';

/** Deletes the stored photos of an upload that no photo row names (see storePhotos). */
export const UNCLAIMED_PHOTOS_JOB = 'valuation.unclaimed-photos';
/** Far beyond the seconds between storing an upload's files and committing its rows. */
export const UNCLAIMED_UPLOAD_MS = 60 * 60_000;

export const PHOTO_VARIANTS = ['full', 'preview'] as const;
export type PhotoVariant = (typeof PHOTO_VARIANTS)[number];

/** What a valuation's photos may be; `maxFiles` and `isKnownField` differ per route. */
export function photoUploadRules(
  maxFiles: number,
  isKnownField: (name: string) => boolean,
): UploadRules {
  return {
    fileField: VALUATION_IMAGES_FIELD,
    maxFiles,
    maxFileBytes: CATALOGUE.images.maxFileSizeBytes,
    types: CATALOGUE.images.types,
    kinds: UPLOAD_KINDS.images,
    noun: maxFiles === CATALOGUE.images.maxFiles ? 'photos' : 'more photos',
    isKnownField,
  };
}

/** A photo as stored: its keys in the FileStore and what the row records. */
export interface StoredPhoto {
  name: string;
  path: string;
  previewPath: string;
  size: number;
  width: number;
  height: number;
  type: 'image/jpeg';
}

/**
 * The photos of valuation requests in the FileStore, under `<userId>/<valuationId>/` (so that an
 * account's or a request's photos go with one prefix), and the signed URLs that serve them.
 */
@Injectable()
export class PhotoStorageService implements OnModuleInit {
  private readonly logger = new Logger(PhotoStorageService.name);

  constructor(
    private readonly store: FileStore,
    private readonly urls: SignedUrlService,
    private readonly jobs: JobsService,
    private readonly clock: Clock,
    @InjectRepository(ValuationPhoto) private readonly photos: Repository<ValuationPhoto>,
  ) {}

  onModuleInit(): void {
    this.jobs.register<{ keys: string[] }>(UNCLAIMED_PHOTOS_JOB, (p) => this.sweep(p.keys));
  }

  /** Moves normalised uploads (the pipeline made a master and a preview of each) into the store. */
  async storePhotos(
    userId: string,
    valuationId: string,
    files: UploadedFile[],
  ): Promise<StoredPhoto[]> {
    const prefix = this.prefixOf(userId, valuationId);
    const stored: StoredPhoto[] = [];
    // A process killed (SIGKILL) after the files are in the store and before their rows are
    // committed would leave them behind, named by nothing: this job, due in an hour, deletes what
    // no photo row names by then (on any process).
    await this.jobs.schedule(
      UNCLAIMED_PHOTOS_JOB,
      new Date(this.clock.nowMs() + UNCLAIMED_UPLOAD_MS),
      { keys: files.flatMap((f) => [`${prefix}${f.id}.jpg`, `${prefix}${f.id}-preview.jpg`]) },
    );
    try {
      for (const f of files) {
        if (!f.image) throw new Error('a photo that was not normalised');
        const photo: StoredPhoto = {
          name: f.name,
          path: `${prefix}${f.id}.jpg`,
          previewPath: `${prefix}${f.id}-preview.jpg`,
          size: f.size,
          width: f.image.width,
          height: f.image.height,
          type: 'image/jpeg',
        };
        stored.push(photo);
        await this.store.moveIn(photo.path, f.path, 'image/jpeg');
        await this.store.moveIn(photo.previewPath, f.image.previewPath, 'image/jpeg');
      }
      return stored;
    } catch (err) {
      await this.removeFiles(stored.flatMap((s) => [s.path, s.previewPath]));
      throw err;
    }
  }

  /**
   * Copies a stored photo and its preview to a request of `userId` (a revaluation starts from the
   * original's photos; an expert adds an image of the customer's chat); null when the file is gone.
   */
  async copyPhoto(
    userId: string,
    valuationId: string,
    photo: Omit<StoredPhoto, 'path' | 'previewPath'> & { path: string; previewPath: string },
  ): Promise<StoredPhoto | null> {
    if ((await this.store.sizeOf(photo.path)) === null) return null;
    const prefix = this.prefixOf(userId, valuationId);
    const id = randomUUID();
    const copy: StoredPhoto = {
      name: photo.name,
      path: `${prefix}${id}.jpg`,
      previewPath: `${prefix}${id}-preview.jpg`,
      size: photo.size,
      width: photo.width,
      height: photo.height,
      type: 'image/jpeg',
    };
    await this.store.copy(photo.path, copy.path);
    // A file kept before previews were made has none: the photo stands in for its preview.
    const previewFrom =
      (await this.store.sizeOf(photo.previewPath)) === null ? photo.path : photo.previewPath;
    await this.store.copy(previewFrom, copy.previewPath);
    return copy;
  }

  /** A stored photo or preview, or null when it is gone. */
  /** A request's first photo (the certificate's picture), or null when it has none. */
  firstPhoto(valuationId: string): Promise<ValuationPhoto | null> {
    return this.photos.findOne({
      where: { valuationId },
      order: { uploadedAt: 'ASC', id: 'ASC' },
    });
  }

  open(key: string): Promise<StoredObject | null> {
    return this.store.open(key);
  }

  /** A stored photo's bytes (the certificate prints them), or null when it is gone. */
  read(key: string): Promise<Buffer | null> {
    return this.store.read(key);
  }

  /** Deletes a request's photos (expiry, a refused request). Never throws. */
  async removeValuation(userId: string, valuationId: string): Promise<void> {
    if (!UUID_RE.test(userId) || !UUID_RE.test(valuationId)) return;
    try {
      await this.store.deletePrefix(this.prefixOf(userId, valuationId));
    } catch (err) {
      this.logger.error(`Could not delete the photos of a request: ${(err as Error).message}`);
    }
  }

  /** Deletes those of `keys` that no photo row names (throws, so that the job is retried). */
  async sweep(keys: string[]): Promise<void> {
    if (!Array.isArray(keys) || keys.length === 0) return;
    const named = await this.photos.find({
      where: [{ path: In(keys) }, { previewPath: In(keys) }],
      select: { id: true, path: true, previewPath: true },
    });
    const kept = new Set(named.flatMap((p) => [p.path, p.previewPath]));
    const unclaimed = keys.filter((key) => !kept.has(key));
    if (unclaimed.length) await this.store.delete(unclaimed);
  }

  /** Deletes these stored files. Never throws. */
  async removeFiles(keys: string[]): Promise<void> {
    await this.store
      .delete(keys)
      .catch((err: Error) => this.logger.error(`Could not delete photos: ${err.message}`));
  }

  /** A URL of the photo that works in an <img> for SIGNED_URL_TTL_SECONDS. */
  signedUrl(photoId: string, variant: PhotoVariant): string {
    return this.urls.sign(`/api${API.valuations.list}/photos/${photoId}`, {
      kind: 'valuation-photo',
      id: photoId,
      variant,
    });
  }

  /** True when the query is this photo's valid, unexpired signature. */
  verify(photoId: string, variant: string, query: SignatureQuery): boolean {
    if (!(PHOTO_VARIANTS as readonly string[]).includes(variant)) return false;
    return this.urls.verify(
      { kind: 'valuation-photo', id: photoId, variant: variant as PhotoVariant },
      query,
    );
  }

  private prefixOf(userId: string, valuationId: string): string {
    return `${userId.toLowerCase()}/${valuationId.toLowerCase()}/`;
  }
}
