import {
  CopyObjectCommand,
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { StorageConfig } from '../config/storage.config';
import { checkKey, checkPrefix, FileStore, StoredObject } from './file-store';

type S3Settings = NonNullable<StorageConfig['s3']>;

const isMissing = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.$metadata.httpStatusCode === 404 || err.name === 'NoSuchKey' || err.name === 'NotFound');

/**
 * Files in a bucket of an S3-compatible store (AWS S3, Ceph RGW, Cloudflare R2…) through
 * @aws-sdk/client-s3: any number of server processes on any number of machines see the same
 * files, and none is kept on a server's disk beyond processing. Uploads are streamed from the
 * processed temp file with their length (no buffering of the whole file).
 */
export class S3FileStore extends FileStore {
  readonly kind = 's3' as const;
  readonly client: S3Client;
  readonly bucket: string;

  constructor(settings: S3Settings) {
    super();
    // The SDK is pinned to a release that runs on Node 20 (ADR 013); its notice that later
    // releases will not would be printed by every process start.
    process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
      // checksums only where the API requires them: S3-compatible stores differ in which they know
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  }

  /** At start: the bucket must be reachable; a missing one is created (a fresh test store). */
  async ensureBucket(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (err) {
      if (!isMissing(err)) throw err;
      await this.client.send(new CreateBucketCommand({ Bucket: this.bucket }));
    }
  }

  async moveIn(key: string, localPath: string, contentType: string): Promise<void> {
    try {
      await this.upload(key, localPath, contentType);
    } finally {
      await rm(localPath, { force: true });
    }
  }

  /** Streams the local file at `localPath` into the bucket under `key` (the file stays). */
  async upload(key: string, localPath: string, contentType: string): Promise<void> {
    const { size } = await stat(localPath);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: checkKey(key),
        Body: createReadStream(localPath),
        ContentLength: size,
        ContentType: contentType,
      }),
    );
  }

  async copy(from: string, to: string): Promise<void> {
    await this.client.send(
      new CopyObjectCommand({
        Bucket: this.bucket,
        CopySource: `${this.bucket}/${checkKey(from)}`,
        Key: checkKey(to),
      }),
    );
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: checkKey(key),
        Body: data,
        ContentType: contentType,
      }),
    );
  }

  async open(key: string): Promise<StoredObject | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }),
      );
      return { body: answer.Body as Readable, size: answer.ContentLength ?? 0 };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async sizeOf(key: string): Promise<number | null> {
    try {
      const answer = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }),
      );
      return answer.ContentLength ?? 0;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async delete(keys: string[]): Promise<void> {
    // one DeleteObject per key: DeleteObjects needs a body checksum some S3-compatible stores refuse
    await Promise.all(
      keys.map((key) =>
        this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkKey(key) })),
      ),
    );
  }

  async deletePrefix(prefix: string): Promise<void> {
    for (;;) {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: checkPrefix(prefix),
          MaxKeys: 500,
        }),
      );
      const keys = (page.Contents ?? []).map((o) => o.Key!).filter(Boolean);
      if (keys.length === 0) return;
      await this.delete(keys);
      if (!page.IsTruncated) return;
    }
  }

  async *list(prefix = ''): AsyncGenerator<string> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const o of page.Contents ?? []) if (o.Key) yield o.Key;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
}
