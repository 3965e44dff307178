import { Global, Logger, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { resolve } from 'node:path';
import { AppConfig } from '../config/app.config';
import { StorageConfig } from '../config/storage.config';
import { DiskFileStore } from './disk-file-store';
import { FileStore } from './file-store';
import { S3FileStore } from './s3-file-store';

/** The one FileStore of the process: the bucket when S3_BUCKET is set, else DATA_DIR/uploads. */
export async function createFileStore(config: ConfigService): Promise<FileStore> {
  const s3 = config.getOrThrow<StorageConfig>('storage').s3;
  if (!s3)
    return new DiskFileStore(resolve(config.getOrThrow<AppConfig>('app').dataDir, 'uploads'));
  const store = new S3FileStore(s3);
  await store.ensureBucket();
  new Logger('Storage').log(`Uploaded files are kept in the bucket ${s3.bucket}`);
  return store;
}

@Global()
@Module({
  providers: [{ provide: FileStore, inject: [ConfigService], useFactory: createFileStore }],
  exports: [FileStore],
})
export class StorageModule {}
