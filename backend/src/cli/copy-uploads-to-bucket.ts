// `npm run storage:copy-to-bucket`: copies DATA_DIR/uploads into the bucket of S3_BUCKET before a
// move from the disk to a bucket (docs/operations.md "Files"). Safe to run twice.
import { resolve } from 'node:path';
import { loadAppConfig } from '../infrastructure/config/app.config';
import { ConfigError } from '../infrastructure/config/env';
import { loadStorageConfig } from '../infrastructure/config/storage.config';
import { copyDiskToBucket } from '../infrastructure/storage/copy-to-bucket';
import { DiskFileStore } from '../infrastructure/storage/disk-file-store';
import { S3FileStore } from '../infrastructure/storage/s3-file-store';

async function main(): Promise<void> {
  const s3 = loadStorageConfig().s3;
  if (!s3) throw new ConfigError('S3_BUCKET must be set: it names the bucket to copy the files to');
  const disk = new DiskFileStore(resolve(loadAppConfig().dataDir, 'uploads'));
  const bucket = new S3FileStore(s3);
  await bucket.ensureBucket();
  console.log(`Copying ${disk.root} to the bucket ${s3.bucket}…`);
  const report = await copyDiskToBucket(disk, bucket, (key, copied) => {
    if (copied) console.log(`  copied ${key}`);
  });
  console.log(
    `Done: ${report.copied} file(s) copied (${(report.bytes / 1024 / 1024).toFixed(1)} MB), ${report.present} already in the bucket.`,
  );
}

main().catch((err: Error) => {
  console.error(err instanceof ConfigError ? err.message : `The copy failed: ${err.message}`);
  process.exit(1);
});
