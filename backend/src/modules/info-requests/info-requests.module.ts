import { Module } from '@nestjs/common';
import { AuthModule } from '../auth';
import { ChatModule } from '../chat';
import { ValuationsModule } from '../valuations';
import { ChatPhotosController } from './chat-photos.controller';
import { ChatPhotosService } from './chat-photos.service';
import { InfoReplyController } from './info-reply.controller';
import { InfoReplyService } from './info-reply.service';

/**
 * The "more information" loop between the expert and the customer (docs/product.md): the
 * customer's "Send to the expert", and an expert adding an image of the customer's chat to the
 * request. It joins the valuations and the chat modules, which know nothing of each other here.
 */
@Module({
  imports: [AuthModule, ValuationsModule, ChatModule],
  controllers: [InfoReplyController, ChatPhotosController],
  providers: [InfoReplyService, ChatPhotosService],
})
export class InfoRequestsModule {}
