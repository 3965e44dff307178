import { Global, Module } from '@nestjs/common';
import { SignedUrlService } from '../signing/signed-urls.service';
import { StorageModule } from '../storage/storage.module';
import { UploadPipeline } from './upload-pipeline';

/**
 * Files end to end, for every feature: the upload pipeline (read, judge, normalise), the store
 * (disk or bucket) and the signed URLs that hand files out.
 */
@Global()
@Module({
  imports: [StorageModule],
  providers: [UploadPipeline, SignedUrlService],
  exports: [UploadPipeline, SignedUrlService, StorageModule],
})
export class UploadsModule {}
