import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  CHAT_LIMITS,
  CHAT_TEXTS,
  hasControlCharacters,
  SOCKET_EVENTS,
  type ChatMessage,
  type Conversation as ConversationJSON,
  type MessageStatus,
  type SenderRole,
} from '@valuation/contracts';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Brackets, DataSource, In, IsNull, Not, Repository } from 'typeorm';
import { Clock } from '../../common/clock/clock';
import { DomainError } from '../../common/domain-error';
import { likePattern, paginate } from '../../common/pagination/paginate';
import { UUID_RE } from '../../common/pipes/parse-id.pipe';
import { claimOne } from '../../database/atomic-claim';
import { AppConfig } from '../../config/app.config';
import { AuthConfig } from '../../config/auth.config';
import { User } from '../users/entities/user.entity';
import { AttachmentSigner } from './attachment-signer';
import { isBusinessHours, offHoursReply, sameOffHoursPeriod } from './business-hours';
import { ChatRealtime } from './chat-realtime';
import { ChatUpload, removeFiles, UploadedChatFile } from './chat-upload';
import {
  ChatMessagesQueryDto,
  StaffConversationsQueryDto,
  UpdateConversationDto,
} from './dto/chat-query.dto';
import {
  ConversationDto,
  ConversationsPageDto,
  StaffConversationDto,
} from './dto/chat-message.dto';
import { ChatAttachmentEntity } from './entities/chat-attachment.entity';
import { ChatMessageEntity } from './entities/chat-message.entity';
import { Conversation } from './entities/conversation.entity';
import { isImageType } from '../../common/uploads/file-kind';
import { ValuationOwnershipPort } from './valuation-ownership.port';

export const CHAT_ERRORS = {
  messageNotFound: 'Message not found',
  attachmentNotFound: 'Attachment not found',
  conversationNotFound: 'Conversation not found',
  beforeUnknown: 'The before parameter must be a message of this conversation.',
  valuationNotYours: 'This valuation request was not found among yours.',
  assigneeNotStaff: 'The assignee must be an expert or an admin.',
  contentTooLong: `Message must be at most ${CHAT_LIMITS.maxContentLength} characters`,
  controlCharacters: 'Message must not contain control characters.',
} as const;

export const SYSTEM_SENDER = { id: 'system', name: 'Luxe Valuations' } as const;

/** Who is acting: the customer (own conversation) or a staff member (expert or admin). */
export interface ChatActor {
  id: string;
  role: 'customer' | 'expert' | 'admin';
  /** The first name shown beside their messages (looked up when not given). */
  firstName?: string;
}

const isStaff = (actor: ChatActor) => actor.role !== 'customer';

/** Listeners for new expert messages (the offline mail schedules itself through this). */
export type ExpertMessageListener = (message: ChatMessageEntity, customerId: string) => void;

/**
 * The chat (docs/product.md §2.17, contracts.md "Chat"): one conversation per customer, messages
 * with attachments, delivery states, the staff inbox, the off-hours reply. Every change is
 * announced live through ChatRealtime.
 */
@Injectable()
export class ChatService {
  private readonly logger = new Logger(ChatService.name);
  private readonly uploadsDir: string;
  readonly signer: AttachmentSigner;
  private readonly expertMessageListeners: ExpertMessageListener[] = [];
  /** Conversations whose inbox line staff must be sent again, and the worker sending them. */
  private readonly toAnnounce = new Set<string>();
  private announcer: Promise<void> | null = null;

  constructor(
    config: ConfigService,
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(Conversation) private readonly conversations: Repository<Conversation>,
    @InjectRepository(ChatMessageEntity) private readonly messages: Repository<ChatMessageEntity>,
    @InjectRepository(ChatAttachmentEntity)
    private readonly attachments: Repository<ChatAttachmentEntity>,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly clock: Clock,
    private readonly realtime: ChatRealtime,
    private readonly valuations: ValuationOwnershipPort,
  ) {
    this.uploadsDir = join(config.getOrThrow<AppConfig>('app').dataDir, 'uploads', 'chat');
    this.signer = new AttachmentSigner(config.getOrThrow<AuthConfig>('auth').jwtSecret);
  }

  /** Where a customer's chat files are kept. */
  customerDir(customerId: string): string {
    if (!UUID_RE.test(customerId)) throw new Error('not a user id');
    return join(this.uploadsDir, customerId);
  }

  onExpertMessage(listener: ExpertMessageListener): void {
    this.expertMessageListeners.push(listener);
  }

  // --- Conversations -------------------------------------------------------------------------

  conversationOf(customerId: string): Promise<Conversation | null> {
    return this.conversations.findOne({ where: { customerId } });
  }

  /** The customer's conversation, created on first use (a race creates one row only). */
  async ensureConversation(customerId: string): Promise<Conversation> {
    const existing = await this.conversationOf(customerId);
    if (existing) return existing;
    await this.conversations
      .createQueryBuilder()
      .insert()
      .values({ customerId, status: 'open' })
      .orIgnore()
      .execute();
    return (await this.conversationOf(customerId))!;
  }

  async conversationOrFail(id: string): Promise<Conversation> {
    const conversation = await this.conversations.findOne({ where: { id } });
    if (!conversation) throw new DomainError('NOT_FOUND', CHAT_ERRORS.conversationNotFound);
    return conversation;
  }

  // --- Reading -------------------------------------------------------------------------------

  /** One page of a conversation: oldest first, the newest page unless `before` is given. */
  async page(
    conversation: Conversation | null,
    query: ChatMessagesQueryDto,
  ): Promise<{ messages: ChatMessage[]; hasMore: boolean }> {
    const limit = query.limit ?? CHAT_LIMITS.defaultPageSize;
    let beforeSeq: string | null = null;
    if (query.before) {
      const anchor = conversation
        ? await this.messages.findOne({
            where: { id: query.before.toLowerCase(), conversationId: conversation.id },
            select: ['id', 'seq'],
          })
        : null;
      if (!anchor) throw DomainError.onField('INVALID_INPUT', 'before', CHAT_ERRORS.beforeUnknown);
      beforeSeq = anchor.seq;
    }
    if (!conversation) return { messages: [], hasMore: false };
    const qb = this.messageQuery().where('m.conversationId = :cid', { cid: conversation.id });
    if (beforeSeq !== null) qb.andWhere('m.seq < :seq', { seq: beforeSeq });
    const rows = await qb
      .orderBy('m.seq', 'DESC')
      .take(limit + 1)
      .getMany();
    const hasMore = rows.length > limit;
    const page = rows.slice(0, limit).reverse();
    return { messages: await this.toJSON(page), hasMore };
  }

  async messageForCustomer(customerId: string, messageId: string): Promise<ChatMessage> {
    const conversation = await this.conversationOf(customerId);
    const row = conversation
      ? await this.messageQuery()
          .where('m.id = :id AND m.conversationId = :cid', {
            id: messageId,
            cid: conversation.id,
          })
          .getOne()
      : null;
    if (!row) throw new DomainError('NOT_FOUND', CHAT_ERRORS.messageNotFound);
    return (await this.toJSON([row]))[0];
  }

  private messageQuery() {
    return this.messages
      .createQueryBuilder('m')
      .leftJoin('m.sender', 'sender')
      .addSelect(['sender.id', 'sender.firstName']);
  }

  /** Messages as the API answers them: attachments with signed addresses, request references. */
  async toJSON(
    rows: ChatMessageEntity[],
    /** The rows' attachments when already known (a message just stored). */
    known?: ChatAttachmentEntity[],
  ): Promise<ChatMessage[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const files =
      known ??
      (await this.attachments.find({
        where: { messageId: In(ids) },
        order: { position: 'ASC', id: 'ASC' },
      }));
    const valuationIds = [...new Set(rows.map((r) => r.valuationId).filter(Boolean))] as string[];
    const references = valuationIds.length
      ? await this.valuations.referencesOf(valuationIds)
      : new Map<string, string>();
    const now = this.clock.nowMs();
    return rows.map((row) => {
      const json: ChatMessage = {
        id: row.id,
        conversationId: row.conversationId,
        content: row.content,
        timestamp: new Date(row.createdAt).toISOString(),
        senderId: row.senderId ?? SYSTEM_SENDER.id,
        senderRole: row.senderRole,
        senderName:
          row.senderRole === 'system' ? SYSTEM_SENDER.name : (row.sender?.firstName ?? undefined),
        status: row.status,
        attachments: files
          .filter((f) => f.messageId === row.id)
          .map((f) => ({
            id: f.id,
            name: f.name,
            type: f.type,
            size: f.size,
            url: this.signer.url(f.id, now),
            ...(isImageType(f.type) ? { previewUrl: this.signer.url(f.id, now, true) } : {}),
          })),
      };
      if (row.valuationId) {
        json.valuationId = row.valuationId;
        const reference = references.get(row.valuationId);
        if (reference) json.valuationReference = reference;
      }
      return json;
    });
  }

  // --- Sending -------------------------------------------------------------------------------

  /** POST /api/chat/messages: the customer's message (files already written by readChatUpload). */
  async sendFromCustomer(customer: ChatActor, upload: ChatUpload): Promise<ChatMessage> {
    try {
      const content = this.checkContent(upload);
      const valuationId = await this.checkValuation(customer.id, upload.fields.valuationId);
      const conversation = await this.ensureConversation(customer.id);
      const message = await this.store(
        conversation,
        customer,
        'customer',
        content,
        valuationId,
        upload.files,
      );
      // §2.21: a reply about a request waiting for the customer's information puts it back in review.
      if (valuationId) await this.valuations.customerReplied(customer.id, valuationId);
      await this.maybeOffHoursReply(conversation);
      return message;
    } catch (err) {
      await removeFiles(upload.files);
      throw err;
    }
  }

  /** POST /api/staff/conversations/:id/messages. */
  async sendFromStaff(
    staff: ChatActor,
    conversation: Conversation,
    upload: ChatUpload,
  ): Promise<ChatMessage> {
    try {
      const content = this.checkContent(upload);
      const valuationId = await this.checkValuation(
        conversation.customerId,
        upload.fields.valuationId,
      );
      return await this.store(conversation, staff, 'expert', content, valuationId, upload.files);
    } catch (err) {
      await removeFiles(upload.files);
      throw err;
    }
  }

  /**
   * For other modules ("Request more information"): an expert's message to the customer, the
   * conversation created when needed, announced live. `valuationId` is trusted (the caller has
   * checked it is the customer's request).
   */
  async postStaffMessage(
    customerId: string,
    expertId: string,
    content: string,
    valuationId?: string,
  ): Promise<ChatMessage> {
    const conversation = await this.ensureConversation(customerId);
    return this.store(
      conversation,
      { id: expertId, role: 'expert' },
      'expert',
      content.trim().slice(0, CHAT_LIMITS.maxContentLength),
      valuationId ?? null,
      [],
    );
  }

  private checkContent(upload: ChatUpload): string {
    const raw = upload.fields.content ?? '';
    const content = raw.trim();
    if (content === '' && upload.files.length === 0)
      throw DomainError.onField('INVALID_INPUT', 'content', CHAT_TEXTS.blankMessage);
    if (content.length > CHAT_LIMITS.maxContentLength)
      throw DomainError.onField('INVALID_INPUT', 'content', CHAT_ERRORS.contentTooLong);
    if (hasControlCharacters(content))
      throw DomainError.onField('INVALID_INPUT', 'content', CHAT_ERRORS.controlCharacters);
    return content;
  }

  private async checkValuation(
    customerId: string,
    raw: string | undefined,
  ): Promise<string | null> {
    const id = raw?.trim();
    if (!id) return null;
    if (!UUID_RE.test(id) || !(await this.valuations.ownsValuation(customerId, id.toLowerCase())))
      throw DomainError.onField('INVALID_INPUT', 'valuationId', CHAT_ERRORS.valuationNotYours);
    return id.toLowerCase();
  }

  /** Stores a message and its attachments in one transaction, then announces it. */
  private async store(
    conversation: Conversation,
    sender: ChatActor | null,
    role: SenderRole,
    content: string,
    valuationId: string | null,
    files: UploadedChatFile[],
  ): Promise<ChatMessage> {
    const now = this.clock.now();
    const attachmentRows: ChatAttachmentEntity[] = [];
    const saved = await this.dataSource.transaction(async (manager) => {
      const message = await manager.save(
        manager.create(ChatMessageEntity, {
          conversationId: conversation.id,
          senderId: sender?.id ?? null,
          senderRole: role,
          content,
          status: 'sent',
          valuationId,
          createdAt: now,
          deliveredAt: null,
          readAt: null,
        }),
      );
      if (files.length) {
        await manager.insert(
          ChatAttachmentEntity,
          files.map((f, position) => ({
            id: f.id,
            position,
            messageId: message.id,
            conversationId: conversation.id,
            name: f.name,
            type: f.type,
            size: f.size,
          })),
        );
      }
      attachmentRows.push(
        ...files.map((f, position) =>
          this.attachments.create({
            id: f.id,
            position,
            messageId: message.id,
            conversationId: conversation.id,
            name: f.name,
            type: f.type,
            size: f.size,
          }),
        ),
      );
      // A customer writing again reopens a resolved conversation.
      await manager.update(
        Conversation,
        { id: conversation.id },
        role === 'customer' ? { lastMessageAt: now, status: 'open' } : { lastMessageAt: now },
      );
      return message;
    });
    // The JSON from what was just stored (no second read): the sender's first name is known.
    const firstName =
      sender &&
      (sender.firstName ??
        (await this.users.findOne({ where: { id: sender.id }, select: ['id', 'firstName'] }))
          ?.firstName);
    const row = Object.assign(saved, {
      sender: sender ? ({ id: sender.id, firstName: firstName ?? '' } as User) : null,
    });
    const [json] = await this.toJSON([row], attachmentRows);
    this.realtime.toConversation(conversation.customerId, SOCKET_EVENTS.messageNew, {
      message: json,
    });
    // Staff's inbox line (unread count, last message) follows; the sender does not wait for it.
    void this.announceConversation(conversation.id);
    if (role === 'expert') {
      for (const listener of this.expertMessageListeners) listener(row, conversation.customerId);
    }
    return json;
  }

  /** The first customer message of an off-hours period gets the automatic reply (once). */
  private async maybeOffHoursReply(conversation: Conversation): Promise<void> {
    const now = this.clock.now();
    if (isBusinessHours(now)) return;
    const current = await this.conversationOrFail(conversation.id);
    if (current.autoReplyAt && sameOffHoursPeriod(new Date(current.autoReplyAt), now)) return;
    const claimed = await claimOne(
      this.conversations,
      { id: current.id, autoReplyAt: current.autoReplyAt ?? IsNull() },
      { autoReplyAt: now },
      ['id'],
    );
    if (!claimed) return;
    await this.store(current, null, 'system', offHoursReply(now), null, []);
  }

  // --- Delivery states -----------------------------------------------------------------------

  /** The customer has shown these messages: the experts' (and system) ones become read. */
  async markReadByCustomer(customerId: string, messageIds: string[]): Promise<string[]> {
    const conversation = await this.conversationOf(customerId);
    if (!conversation || messageIds.length === 0) return [];
    return this.advance(conversation, messageIds, 'customer', 'read');
  }

  /** Staff have shown the conversation: the customer's messages become read. */
  async markReadByStaff(conversation: Conversation, messageIds?: string[]): Promise<string[]> {
    return this.advance(conversation, messageIds ?? null, 'staff', 'read');
  }

  /** A client acknowledged receiving messages meant for it (socket `message:delivered`). */
  async markDelivered(actor: ChatActor, messageIds: string[]): Promise<string[]> {
    const ids = messageIds.filter((id) => UUID_RE.test(id)).slice(0, CHAT_LIMITS.maxReadIds);
    if (ids.length === 0) return [];
    if (!isStaff(actor)) {
      const conversation = await this.conversationOf(actor.id);
      return conversation ? this.advance(conversation, ids, 'customer', 'delivered') : [];
    }
    // Staff acknowledge customer messages of any conversation: group by conversation.
    const rows = await this.messages.find({
      where: { id: In(ids), senderRole: 'customer', status: 'sent' },
      select: ['id', 'conversationId'],
    });
    const changed: string[] = [];
    for (const conversationId of new Set(rows.map((r) => r.conversationId))) {
      const conversation = await this.conversations.findOne({ where: { id: conversationId } });
      if (!conversation) continue;
      const own = rows.filter((r) => r.conversationId === conversationId).map((r) => r.id);
      changed.push(...(await this.advance(conversation, own, 'staff', 'delivered')));
    }
    return changed;
  }

  /**
   * Moves the other side's messages forward (sent → delivered → read; never back) in one
   * UPDATE … RETURNING, announces the change to both sides and returns the ids changed.
   */
  private async advance(
    conversation: Conversation,
    messageIds: string[] | null,
    reader: 'customer' | 'staff',
    status: Exclude<MessageStatus, 'sent'>,
  ): Promise<string[]> {
    if (messageIds && messageIds.length === 0) return [];
    const now = this.clock.now();
    const qb = this.messages
      .createQueryBuilder()
      .update()
      .set(
        status === 'read'
          ? { status, readAt: now, deliveredAt: () => `COALESCE("deliveredAt", :now)` }
          : { status, deliveredAt: now },
      )
      .setParameter('now', now)
      .where('"conversationId" = :cid', { cid: conversation.id })
      .andWhere(reader === 'customer' ? `"senderRole" <> 'customer'` : `"senderRole" = 'customer'`)
      .andWhere(status === 'read' ? `"status" <> 'read'` : `"status" = 'sent'`);
    if (messageIds) qb.andWhere('"id" IN (:...ids)', { ids: messageIds });
    const result = await qb.returning(['id']).execute();
    const changed = (Array.isArray(result.raw) ? (result.raw as { id: string }[]) : []).map(
      (r) => r.id,
    );
    if (changed.length) {
      this.realtime.toConversation(conversation.customerId, SOCKET_EVENTS.messageStatus, {
        messageIds: changed,
        status,
      });
      if (reader === 'staff' && status === 'read') await this.announceConversation(conversation.id);
    }
    return changed;
  }

  // --- Staff inbox ---------------------------------------------------------------------------

  async staffList(query: StaffConversationsQueryDto, me: string): Promise<ConversationsPageDto> {
    const qb = this.conversations
      .createQueryBuilder('c')
      .innerJoin('c.customer', 'customer')
      .addSelect(['customer.id', 'customer.firstName', 'customer.lastName', 'customer.email'])
      .leftJoin('c.assignee', 'assignee')
      .addSelect(['assignee.id', 'assignee.firstName', 'assignee.lastName', 'assignee.email']);
    if (query.view === 'mine') qb.andWhere('c.assigneeId = :me', { me });
    if (query.view === 'unassigned') qb.andWhere('c.assigneeId IS NULL');
    if (query.status) qb.andWhere('c.status = :status', { status: query.status });
    if (query.search) {
      const pattern = likePattern(query.search);
      qb.andWhere(
        new Brackets((w) =>
          w
            .where('customer.firstName ILIKE :pattern', { pattern })
            .orWhere('customer.lastName ILIKE :pattern')
            .orWhere('customer.email ILIKE :pattern')
            .orWhere(`(customer.firstName || ' ' || customer.lastName) ILIKE :pattern`),
        ),
      );
    }
    qb.orderBy('c.lastMessageAt', 'DESC', 'NULLS LAST').addOrderBy('c.id', 'ASC');
    const page = await paginate(qb, query, (row) => row);
    return { ...page, items: await this.conversationsJSON(page.items) };
  }

  async staffConversation(id: string): Promise<StaffConversationDto> {
    const conversation = await this.conversationWithPeople(id);
    const [json] = await this.conversationsJSON([conversation]);
    return {
      conversation: json,
      valuations: await this.valuations.valuationsOf(conversation.customerId),
    };
  }

  async update(id: string, dto: UpdateConversationDto): Promise<StaffConversationDto> {
    const conversation = await this.conversationOrFail(id);
    const patch: Partial<Conversation> = {};
    if (dto.assigneeId !== undefined) {
      if (dto.assigneeId !== null) {
        const assignee = await this.users.findOne({
          where: { id: dto.assigneeId.toLowerCase(), role: Not('customer'), disabledAt: IsNull() },
          select: ['id'],
        });
        if (!assignee)
          throw DomainError.onField('INVALID_INPUT', 'assigneeId', CHAT_ERRORS.assigneeNotStaff);
      }
      patch.assigneeId = dto.assigneeId?.toLowerCase() ?? null;
    }
    if (dto.status !== undefined) patch.status = dto.status;
    if (Object.keys(patch).length) await this.conversations.update({ id: conversation.id }, patch);
    await this.announceConversation(conversation.id);
    return this.staffConversation(conversation.id);
  }

  private conversationsWithPeople(ids: string[]): Promise<Conversation[]> {
    return this.conversations
      .createQueryBuilder('c')
      .innerJoin('c.customer', 'customer')
      .addSelect(['customer.id', 'customer.firstName', 'customer.lastName', 'customer.email'])
      .leftJoin('c.assignee', 'assignee')
      .addSelect(['assignee.id', 'assignee.firstName', 'assignee.lastName', 'assignee.email'])
      .where('c.id IN (:...ids)', { ids })
      .getMany();
  }

  private async conversationWithPeople(id: string): Promise<Conversation> {
    const conversation = await this.conversations
      .createQueryBuilder('c')
      .innerJoin('c.customer', 'customer')
      .addSelect(['customer.id', 'customer.firstName', 'customer.lastName', 'customer.email'])
      .leftJoin('c.assignee', 'assignee')
      .addSelect(['assignee.id', 'assignee.firstName', 'assignee.lastName', 'assignee.email'])
      .where('c.id = :id', { id })
      .getOne();
    if (!conversation) throw new DomainError('NOT_FOUND', CHAT_ERRORS.conversationNotFound);
    return conversation;
  }

  /**
   * Tells staff how a conversation stands now (unread count, last message, assignee). Calls are
   * coalesced: conversations changed meanwhile are announced together by one worker (a few
   * queries per batch, never one set of queries per message), so a burst of messages cannot
   * exhaust the database pool.
   */
  announceConversation(id: string): Promise<void> {
    if (!this.realtime.io) return Promise.resolve();
    this.toAnnounce.add(id);
    return this.startAnnouncer();
  }

  private startAnnouncer(): Promise<void> {
    this.announcer ??= this.announceChanged().finally(() => {
      this.announcer = null;
      if (this.toAnnounce.size) void this.startAnnouncer();
    });
    return this.announcer;
  }

  private async announceChanged(): Promise<void> {
    while (this.toAnnounce.size) {
      const ids = [...this.toAnnounce].slice(0, 50);
      for (const id of ids) this.toAnnounce.delete(id);
      try {
        const rows = await this.conversationsWithPeople(ids);
        for (const conversation of await this.conversationsJSON(rows))
          this.realtime.toStaff(SOCKET_EVENTS.conversationUpdated, { conversation });
      } catch (err) {
        this.logger.warn(`Could not announce conversations: ${(err as Error).message}`);
      }
    }
  }

  private async conversationsJSON(rows: Conversation[]): Promise<ConversationDto[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const unread = await this.messages
      .createQueryBuilder('m')
      .select('m.conversationId', 'conversationId')
      .addSelect('COUNT(*)', 'n')
      .where('m.conversationId IN (:...ids)', { ids })
      .andWhere("m.senderRole = 'customer'")
      .andWhere("m.status <> 'read'")
      .groupBy('m.conversationId')
      .getRawMany<{ conversationId: string; n: string }>();
    const last = await this.messages
      .createQueryBuilder('m')
      .where('m.conversationId IN (:...ids)', { ids })
      .andWhere((qb) => {
        const sub = qb
          .subQuery()
          .select('MAX(m2.seq)')
          .from(ChatMessageEntity, 'm2')
          .where('m2.conversationId = m.conversationId')
          .getQuery();
        return `m.seq = ${sub}`;
      })
      .getMany();
    const person = (u: User | null | undefined) =>
      u ? { id: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email } : null;
    return rows.map((c) => {
      const lastMessage = last.find((m) => m.conversationId === c.id);
      return {
        id: c.id,
        customer: person(c.customer)!,
        assignee: person(c.assignee),
        status: c.status,
        unreadCount: Number(unread.find((u) => u.conversationId === c.id)?.n ?? 0),
        lastMessage: lastMessage
          ? {
              content: lastMessage.content.slice(0, 200),
              timestamp: new Date(lastMessage.createdAt).toISOString(),
              senderRole: lastMessage.senderRole,
            }
          : null,
        lastMessageAt: c.lastMessageAt ? new Date(c.lastMessageAt).toISOString() : null,
        createdAt: new Date(c.createdAt).toISOString(),
      };
    });
  }

  /** The Conversation JSON of one customer's conversation (for sockets joining). */
  conversationJSON(conversation: Conversation): Promise<ConversationJSON> {
    return this.conversationsJSON([conversation]).then((r) => r[0]);
  }

  // --- Attachments ---------------------------------------------------------------------------

  /**
   * The attachment and its file, for the conversation's customer, for staff, or for anyone with
   * a valid signed address; anyone else gets 404 (its existence is not revealed).
   */
  async attachmentFor(
    id: string,
    caller: ChatActor | null,
    signature: { expires?: unknown; sig?: unknown; preview: boolean },
  ): Promise<{ attachment: ChatAttachmentEntity; path: string }> {
    const attachment = await this.attachments.findOne({
      where: { id },
      relations: { conversation: true },
    });
    const notFound = new DomainError('NOT_FOUND', CHAT_ERRORS.attachmentNotFound);
    if (!attachment?.conversation) throw notFound;
    const customerId = attachment.conversation.customerId;
    const signed =
      signature.sig !== undefined &&
      this.signer.verify(
        id,
        signature.expires,
        signature.sig,
        signature.preview,
        this.clock.nowMs(),
      );
    const allowed = signed || (caller && (isStaff(caller) || caller.id === customerId));
    if (!allowed) throw notFound;
    return { attachment, path: join(this.customerDir(customerId), attachment.id) };
  }

  // --- Account data --------------------------------------------------------------------------

  /** The customer's messages for the data export (oldest first). */
  async exportFor(customerId: string): Promise<ChatMessage[]> {
    const conversation = await this.conversationOf(customerId);
    if (!conversation) return [];
    const rows = await this.messageQuery()
      .where('m.conversationId = :cid', { cid: conversation.id })
      .orderBy('m.seq', 'ASC')
      .getMany();
    return this.toJSON(rows);
  }

  /** After the account row is deleted (its conversation goes with it): remove its files. */
  async removeCustomerFiles(customerId: string): Promise<void> {
    if (!UUID_RE.test(customerId)) return;
    try {
      await rm(this.customerDir(customerId), { recursive: true, force: true });
    } catch (err) {
      this.logger.error(`Could not remove the chat files of an account: ${(err as Error).message}`);
    }
  }
}
