import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { NotificationKind } from '@valuation/contracts';

/**
 * Something a user was told about (docs/product.md "Notifications"). Indexes (see migration
 * Notifications): the user's list newest first, and the user's unread ones.
 */
@Entity({ name: 'notifications' })
export class NotificationEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'varchar', length: 30 })
  kind: NotificationKind;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text' })
  body: string;

  @Column({ type: 'varchar', length: 500 })
  url: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  readAt: Date | null;

  /**
   * The event's own key when it must be told once only (a market notice: market:<movementId>:
   * <valuationId>); unique (UQ_notifications_sourceKey), so storing it again stores nothing.
   */
  @Column({ type: 'varchar', length: 200, nullable: true })
  sourceKey: string | null;
}
