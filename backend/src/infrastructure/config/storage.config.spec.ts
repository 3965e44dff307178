import { loadStorageConfig } from './storage.config';

describe('storage configuration', () => {
  const saved = { ...process.env };
  const NAMES = [
    'S3_BUCKET',
    'S3_ENDPOINT',
    'S3_REGION',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
    'S3_FORCE_PATH_STYLE',
  ];
  afterEach(() => {
    process.env = { ...saved };
  });
  const withEnv = (env: Record<string, string>) => {
    for (const key of NAMES) delete process.env[key];
    Object.assign(process.env, env);
    return loadStorageConfig;
  };

  it('keeps files on disk without a bucket', () => {
    expect(withEnv({})()).toEqual({ s3: null });
  });

  it('takes a bucket with the contract’s defaults: us-east-1, path style when an endpoint is set', () => {
    expect(withEnv({ S3_BUCKET: 'luxe-files' })().s3).toEqual({
      bucket: 'luxe-files',
      endpoint: null,
      region: 'us-east-1',
      credentials: null,
      forcePathStyle: false,
    });
    const s3 = withEnv({
      S3_BUCKET: 'luxe-files',
      S3_ENDPOINT: 'http://127.0.0.1:7480/',
      S3_ACCESS_KEY_ID: 'AK',
      S3_SECRET_ACCESS_KEY: 'SK',
    })().s3;
    expect(s3).toMatchObject({
      endpoint: 'http://127.0.0.1:7480',
      credentials: { accessKeyId: 'AK', secretAccessKey: 'SK' },
      forcePathStyle: true,
    });
    expect(
      withEnv({
        S3_BUCKET: 'b12',
        S3_ENDPOINT: 'https://r2.example',
        S3_FORCE_PATH_STYLE: 'false',
      })().s3?.forcePathStyle,
    ).toBe(false);
  });

  it('names the setting that is wrong', () => {
    expect(withEnv({ S3_ENDPOINT: 'http://x' })).toThrow(
      'S3_BUCKET must be set when S3_ENDPOINT is set',
    );
    expect(withEnv({ S3_BUCKET: 'Bad_Bucket' })).toThrow(/^S3_BUCKET must be a bucket name/);
    expect(withEnv({ S3_BUCKET: 'b12', S3_ENDPOINT: 'ftp://x' })).toThrow(/^S3_ENDPOINT/);
    expect(withEnv({ S3_BUCKET: 'b12', S3_ACCESS_KEY_ID: 'AK' })).toThrow(/set together/);
    expect(withEnv({ S3_BUCKET: 'b12', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      'S3_FORCE_PATH_STYLE must be true or false',
    );
  });
});
