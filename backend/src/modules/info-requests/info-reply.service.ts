import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { VALUATION_ERRORS, type Valuation } from '@valuation/contracts';
import { DomainError } from '../../common/domain-error';
import { ChatSendingService } from '../chat';
import {
  CUSTOMER_ACTOR,
  ValuationLifecycleService,
  ValuationPhotosService,
  ValuationsService,
} from '../valuations';
import { InfoRequestAnswered } from './info-request.events';

/** "2 new photos added" */
export const photosAddedNote = (count: number) =>
  `${count} new photo${count === 1 ? '' : 's'} added`;

/**
 * The customer's answer to "more information" (docs/product.md, "The 'more information' loop"):
 * the photos they added since the expert asked (POST /photos keeps the request waiting) and a
 * written reply go back to the expert in one action. Only this puts the request back in review;
 * the expert is told (InfoRequestAnswered, ADR 020).
 */
@Injectable()
export class InfoReplyService {
  private readonly logger = new Logger(InfoReplyService.name);

  constructor(
    private readonly photos: ValuationPhotosService,
    private readonly valuations: ValuationsService,
    private readonly lifecycle: ValuationLifecycleService,
    private readonly events: EventBus,
    // The customer's chat (optional: the reply is on the timeline whatever the chat does).
    @Optional()
    @Inject(ChatSendingService)
    private readonly chat: Pick<ChatSendingService, 'postCustomerMessage'> | null = null,
  ) {}

  /**
   * info_requested → in_review, by the customer, with a timeline note (the photos added, the
   * reply) and the reply in their chat linked to the request. CONFLICT when nothing is asked;
   * INVALID_INPUT when there is neither a new photo nor a reply.
   */
  async respond(userId: string, id: string, message: string | undefined): Promise<Valuation> {
    const v = await this.valuations.getOwn(userId, id);
    if (v.status !== 'info_requested')
      throw new DomainError('CONFLICT', VALUATION_ERRORS.notAwaitingReply);
    const added = await this.photos.addedSinceInfoRequested(id);
    const reply = message?.trim() ?? '';
    if (!reply && added === 0)
      throw DomainError.onField('INVALID_INPUT', 'message', VALUATION_ERRORS.emptyReply);
    const photoLine = added > 0 ? photosAddedNote(added) : null;
    const note = [photoLine, reply].filter(Boolean).join('\n');
    await this.lifecycle.transition(id, 'in_review', {
      actorId: userId,
      actorLabel: CUSTOMER_ACTOR,
      note,
      from: ['info_requested'],
      mail: false,
    });
    this.events.publish(new InfoRequestAnswered(v.id, v.reference, userId, v.assigneeId, note));
    if (this.chat) {
      const content = reply
        ? photoLine
          ? `${reply}\n\n(${photoLine} to ${v.reference})`
          : reply
        : `${photoLine} to ${v.reference}.`;
      try {
        await this.chat.postCustomerMessage(userId, content, v.id);
      } catch (error) {
        // The request is back in review with the reply on its timeline; the chat copy is a convenience.
        this.logger.warn(`The chat copy of ${v.reference}'s reply failed: ${String(error)}`);
      }
    }
    return this.valuations.getOwnDto(userId, id);
  }
}
