import { registerAs } from '@nestjs/config';
import { ConfigError, env, parseUrl } from './env';

/** Where uploaded files are kept (ADR 013). */
export interface StorageConfig {
  /** An S3-compatible bucket when S3_BUCKET is set; otherwise the folder DATA_DIR/uploads. */
  s3: {
    bucket: string;
    /** Unset: AWS's own endpoint for the region. */
    endpoint: string | null;
    region: string;
    /** Both set, or both null (the SDK's usual credential chain). */
    credentials: { accessKeyId: string; secretAccessKey: string } | null;
    forcePathStyle: boolean;
  } | null;
}

/** S3's bucket naming rules: 3–63 lower-case letters, digits, dots and hyphens. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const S3_SETTINGS = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

export function loadStorageConfig(): StorageConfig {
  const bucket = env('S3_BUCKET');
  if (!bucket) {
    const stray = S3_SETTINGS.find((name) => env(name) !== undefined);
    if (stray) throw new ConfigError(`S3_BUCKET must be set when ${stray} is set`);
    return { s3: null };
  }
  if (!BUCKET_NAME.test(bucket)) {
    throw new ConfigError(
      'S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
    );
  }
  const rawEndpoint = env('S3_ENDPOINT');
  const endpoint = rawEndpoint
    ? parseUrl('S3_ENDPOINT', rawEndpoint, ['https:', 'http:']).toString().replace(/\/$/, '')
    : null;
  const region = env('S3_REGION') ?? 'us-east-1';
  if (!/^[a-z0-9-]{1,40}$/.test(region)) {
    throw new ConfigError('S3_REGION must be a region name such as us-east-1 or eu-west-2');
  }
  const accessKeyId = env('S3_ACCESS_KEY_ID');
  const secretAccessKey = env('S3_SECRET_ACCESS_KEY');
  if (!accessKeyId !== !secretAccessKey) {
    throw new ConfigError(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or neither, for the SDK’s usual credentials)',
    );
  }
  const rawPathStyle = env('S3_FORCE_PATH_STYLE');
  if (rawPathStyle !== undefined && rawPathStyle !== 'true' && rawPathStyle !== 'false') {
    throw new ConfigError('S3_FORCE_PATH_STYLE must be true or false');
  }
  return {
    s3: {
      bucket,
      endpoint,
      region,
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
      forcePathStyle: rawPathStyle === undefined ? endpoint !== null : rawPathStyle === 'true',
    },
  };
}

export const storageConfig = registerAs('storage', loadStorageConfig);
