import {
  Column,
  Entity,
  Generated,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { MessageStatus, SenderRole } from '@valuation/contracts';
import { User } from '../../users';
import { ChatAttachmentEntity } from './chat-attachment.entity';
import { Conversation } from './conversation.entity';

/**
 * One message. `seq` orders a conversation (insertion order, whatever the clock says); pages are
 * read on (conversationId, seq). Unread customer messages are counted through a partial index.
 */
@Entity({ name: 'chat_messages' })
@Index('IDX_chat_messages_conversation_seq', ['conversationId', 'seq'], { unique: true })
@Index('UQ_chat_messages_clientKey', ['conversationId', 'senderId', 'clientKey'], {
  unique: true,
  where: '"clientKey" IS NOT NULL',
})
export class ChatMessageEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** bigint: TypeORM reads it as a string. */
  @Column({ type: 'bigint' })
  @Generated('increment')
  seq: string;

  @Column({ type: 'uuid' })
  conversationId: string;

  @ManyToOne(() => Conversation, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'conversationId' })
  conversation?: Conversation;

  /** Null for the automatic (system) replies and once the sender's account is gone. */
  @Index('IDX_chat_messages_senderId')
  @Column({ type: 'uuid', nullable: true })
  senderId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'senderId' })
  sender?: User | null;

  @Column({ type: 'varchar', length: 16 })
  senderRole: SenderRole;

  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'varchar', length: 16, default: 'sent' })
  status: MessageStatus;

  /** A valuation request of the customer (no foreign key: checked through the valuations module's ValuationDirectoryService). */
  @Column({ type: 'uuid', nullable: true })
  valuationId: string | null;

  /** Set from the app's Clock. */
  @Column({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  deliveredAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  readAt: Date | null;

  /** The sender's Idempotency-Key: unique per conversation and sender (UQ_chat_messages_clientKey). */
  @Column({ type: 'varchar', length: 64, nullable: true })
  clientKey: string | null;

  /** False from the insert until the message went out live (a sweep announces any left false). */
  @Column({ type: 'boolean', default: true })
  announced: boolean;

  @OneToMany(() => ChatAttachmentEntity, (a) => a.message)
  attachments?: ChatAttachmentEntity[];
}
