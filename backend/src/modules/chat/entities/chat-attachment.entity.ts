import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
} from 'typeorm';
import { ChatMessageEntity } from './chat-message.entity';
import { Conversation } from './conversation.entity';

/** A file sent with a message, stored as DATA_DIR/uploads/chat/<customerId>/<id>. */
@Entity({ name: 'chat_attachments' })
export class ChatAttachmentEntity {
  /** Chosen before the upload is written (it names the file). */
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Index('IDX_chat_attachments_messageId')
  @Column({ type: 'uuid' })
  messageId: string;

  @ManyToOne(() => ChatMessageEntity, (m) => m.attachments, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'messageId' })
  message?: ChatMessageEntity;

  @Index('IDX_chat_attachments_conversationId')
  @Column({ type: 'uuid' })
  conversationId: string;

  @ManyToOne(() => Conversation, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'conversationId' })
  conversation?: Conversation;

  /** The file name as sent (sanitised). */
  @Column({ type: 'varchar', length: 255 })
  name: string;

  /** The media type judged from the content. */
  @Column({ type: 'varchar', length: 100 })
  type: string;

  @Column({ type: 'integer' })
  size: number;

  /** Its place among the message's files (0 first), as they were sent. */
  @Column({ type: 'smallint', default: 0 })
  position: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
