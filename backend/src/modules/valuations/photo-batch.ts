import { VALUATION_IMAGES_FIELD } from '@valuation/contracts';
import { rm } from 'node:fs/promises';
import { DomainError } from '../../common/domain-error';
import { PhotoStorageService, StoredPhoto } from './photo-storage.service';
import type { UploadedFile } from './valuation-upload';

export type NamedPhoto = StoredPhoto & { name: string };

/**
 * The photos of one upload, processed one after another (PhotoStorageService.store), in the
 * order sent. `done()` waits for the last and throws the first failure; `discard()` deletes what
 * was stored (a refused request).
 */
export class PhotoBatch {
  private readonly stored: NamedPhoto[] = [];
  private chain: Promise<void> = Promise.resolve();
  private failure: DomainError | null = null;

  constructor(
    private readonly storage: PhotoStorageService,
    private readonly userId: string,
    private readonly valuationId: string,
  ) {}

  add(file: UploadedFile): void {
    this.chain = this.chain.then(async () => {
      if (this.failure) return;
      try {
        const photo = await this.storage.store(this.userId, this.valuationId, file.tmpPath);
        this.stored.push({ ...photo, name: file.name });
      } catch {
        this.failure = DomainError.onField(
          'INVALID_INPUT',
          VALUATION_IMAGES_FIELD,
          `"${file.name}" could not be read as an image.`,
        );
      } finally {
        await rm(file.tmpPath, { force: true });
      }
    });
  }

  async done(): Promise<NamedPhoto[]> {
    await this.chain;
    if (this.failure) throw this.failure;
    return this.stored;
  }

  async discard(): Promise<void> {
    await this.chain;
    await this.storage.removeFiles(this.stored.flatMap((s) => [s.path, s.previewPath]));
    this.stored.length = 0;
  }
}

/** The rows of stored photos, one millisecond apart so that they keep the order they were sent in. */
export function photoRows(valuationId: string, stored: NamedPhoto[], now: Date) {
  return stored.map((s, i) => ({
    valuationId,
    name: s.name,
    type: s.type,
    size: s.size,
    width: s.width,
    height: s.height,
    path: s.path,
    previewPath: s.previewPath,
    uploadedAt: new Date(now.getTime() + i),
  }));
}
