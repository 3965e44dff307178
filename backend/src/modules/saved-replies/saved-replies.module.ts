import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth';
import { SavedReplyEntity } from './entities/saved-reply.entity';
import { SavedRepliesController } from './saved-replies.controller';
import { SavedRepliesService } from './saved-replies.service';

/** Saved replies for the staff chat composer (docs/product.md §2.21). */
@Module({
  imports: [TypeOrmModule.forFeature([SavedReplyEntity]), AuthModule],
  controllers: [SavedRepliesController],
  providers: [SavedRepliesService],
})
export class SavedRepliesModule {}
