import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { ConversationStatus } from '@valuation/contracts';
import { User } from '../../users';

/** The one conversation of a customer with the experts, kept for as long as the account. */
@Entity({ name: 'conversations' })
export class Conversation {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('UQ_conversations_customerId', { unique: true })
  @Column({ type: 'uuid' })
  customerId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'customerId' })
  customer?: User;

  @Index('IDX_conversations_assigneeId')
  @Column({ type: 'uuid', nullable: true })
  assigneeId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'assigneeId' })
  assignee?: User | null;

  @Index('IDX_conversations_status')
  @Column({ type: 'varchar', length: 16, default: 'open' })
  status: ConversationStatus;

  @Index('IDX_conversations_lastMessageAt')
  @Column({ type: 'timestamptz', nullable: true })
  lastMessageAt: Date | null;

  /** When the last automatic off-hours reply was sent (one per off-hours period). */
  @Column({ type: 'timestamptz', nullable: true })
  autoReplyAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
