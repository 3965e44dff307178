import type { DiskFileStore } from './disk-file-store';
import type { S3FileStore } from './s3-file-store';

export interface CopyReport {
  copied: number;
  /** Already in the bucket with the same size (an earlier run): left as they are. */
  present: number;
  bytes: number;
}

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/** The stored type of a key by its extension (the API serves files by the type in its rows). */
export function contentTypeOf(key: string): string {
  const ext = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase();
  return (ext && TYPES[ext]) ?? 'application/octet-stream';
}

/**
 * Copies every file of the disk store into the bucket under the same key (the keys are the
 * same in both stores). A file already in the bucket with the same size is skipped, so the copy
 * can be run again after an interruption, or twice, without harm; nothing is deleted anywhere.
 */
export async function copyDiskToBucket(
  disk: DiskFileStore,
  bucket: S3FileStore,
  onFile: (key: string, copied: boolean) => void = () => undefined,
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, present: 0, bytes: 0 };
  for await (const key of disk.list('')) {
    // temp files of a crashed write (DiskFileStore.put) are not files of the product
    if (key.endsWith('.tmp')) continue;
    const size = await disk.sizeOf(key);
    if (size === null) continue;
    if ((await bucket.sizeOf(key)) === size) {
      report.present++;
      onFile(key, false);
      continue;
    }
    await bucket.upload(key, disk.pathOf(key), contentTypeOf(key));
    report.copied++;
    report.bytes += size;
    onFile(key, true);
  }
  return report;
}
