import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyDiskToBucket } from '../src/infrastructure/storage/copy-to-bucket';
import { DiskFileStore } from '../src/infrastructure/storage/disk-file-store';
import { S3FileStore } from '../src/infrastructure/storage/s3-file-store';

// Needs the S3 gateway: scripts/test.mjs runs this file in its S3 step (TEST_S3_ENDPOINT set);
// the disk-only runs have no bucket to copy to.
const gateway = process.env.TEST_S3_ENDPOINT;
(gateway ? describe : describe.skip)('npm run storage:copy-to-bucket', () => {
  const root = mkdtempSync(join(tmpdir(), 'copy-to-bucket-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('copies DATA_DIR/uploads under the same keys, and a second run changes nothing', async () => {
    const disk = new DiskFileStore(root);
    const user = '0b8f6a52-8a11-4c5e-9d8e-3f0e2a1b7c64';
    const files: Record<string, Buffer> = {
      [`${user}/6d1e9c3a-2b4f-4e8a-9c7d-1a2b3c4d5e6f/a.jpg`]: Buffer.from('a photo'),
      [`chat/${user}/7f3b2c1d-4e5f-4a6b-8c7d-9e0f1a2b3c4d`]: Buffer.from('%PDF-1.4 a letter'),
    };
    for (const [key, data] of Object.entries(files)) await disk.put(key, data);
    const bucket = new S3FileStore({
      bucket: `copy-${Date.now()}`,
      endpoint: gateway!,
      region: 'us-east-1',
      credentials: {
        accessKeyId: process.env.TEST_S3_ACCESS_KEY_ID!,
        secretAccessKey: process.env.TEST_S3_SECRET_ACCESS_KEY!,
      },
      forcePathStyle: true,
    });
    await bucket.ensureBucket();

    const first = await copyDiskToBucket(disk, bucket);
    expect(first).toEqual({ copied: 2, present: 0, bytes: 24 });
    for (const [key, data] of Object.entries(files)) expect(await bucket.read(key)).toEqual(data);

    const again = await copyDiskToBucket(disk, bucket);
    expect(again).toEqual({ copied: 0, present: 2, bytes: 0 });
    // a file changed on disk since (another size) is copied again; the disk keeps every file
    await disk.put(Object.keys(files)[0], Buffer.from('a newer photo'));
    expect((await copyDiskToBucket(disk, bucket)).copied).toBe(1);
    expect(await bucket.read(Object.keys(files)[0])).toEqual(Buffer.from('a newer photo'));
    const left: string[] = [];
    for await (const key of disk.list()) left.push(key);
    expect(left.sort()).toEqual(Object.keys(files).sort());
  });
});
