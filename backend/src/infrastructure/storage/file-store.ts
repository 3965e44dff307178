import type { Readable } from 'node:stream';

/** A stored file opened for reading. */
export interface StoredObject {
  body: Readable;
  size: number;
}

/**
 * The one place uploaded files live (ADR 013): the
 * folder DATA_DIR/uploads (DiskFileStore, the embedded default) or an S3-compatible bucket
 * (S3FileStore, when S3_BUCKET is set). Keys are relative paths such as
 * `<userId>/<valuationId>/<photoId>.jpg` or `chat/<customerId>/<attachmentId>`, the same in both,
 * so `npm run storage:copy-to-bucket` copies the folder as it is. Nest injects the implementation
 * chosen by StorageModule under this abstract class.
 */
export abstract class FileStore {
  /** 'disk' or 's3', for logs and the copy command. */
  abstract readonly kind: 'disk' | 's3';

  /**
   * Takes the local file at `localPath` (a processed upload in the temp folder) into the store
   * under `key`; the local file is gone afterwards, whatever happens.
   */
  abstract moveIn(key: string, localPath: string, contentType: string): Promise<void>;

  /** Copies the file under `from` to `to` (a revaluation starts from the original's photos). */
  abstract copy(from: string, to: string): Promise<void>;

  /** Stores bytes under `key` (a rendered certificate). */
  abstract put(key: string, data: Buffer, contentType: string): Promise<void>;

  /** The file under `key` as a stream with its size, or null when there is none. */
  abstract open(key: string): Promise<StoredObject | null>;

  /** The size of the file under `key`, or null when there is none. */
  abstract sizeOf(key: string): Promise<number | null>;

  /** Deletes these files (missing ones are fine). */
  abstract delete(keys: string[]): Promise<void>;

  /** Deletes every file whose key starts with `prefix` (which must end with '/'). */
  abstract deletePrefix(prefix: string): Promise<void>;

  /** Every key that starts with `prefix` ('' for all), in no particular order. */
  abstract list(prefix?: string): AsyncIterable<string>;

  /** The whole file under `key`, or null when there is none (small files only). */
  async read(key: string): Promise<Buffer | null> {
    const object = await this.open(key);
    if (!object) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }
}

/** Letters, digits, '.', '_', '-' and '/'-separated segments; never '..' or a leading '/'. */
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** Throws unless `key` is a key this product makes (so no key can leave the store's folder). */
export function checkKey(key: string): string {
  if (!KEY.test(key) || key.length > 512) throw new Error(`not a storage key: ${key.slice(0, 80)}`);
  return key;
}

/** Throws unless `prefix` is a key prefix ending with '/'. */
export function checkPrefix(prefix: string): string {
  if (!prefix.endsWith('/')) throw new Error(`not a storage prefix: ${prefix.slice(0, 80)}`);
  checkKey(prefix.slice(0, -1));
  return prefix;
}
