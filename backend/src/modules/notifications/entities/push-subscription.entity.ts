import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One device's web push subscription (its push setting): unique by endpoint. */
@Entity({ name: 'push_subscriptions' })
export class PushSubscriptionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'varchar', length: 2048 })
  endpoint: string;

  /** The browser's P-256 public key (URL-safe base64). */
  @Column({ type: 'varchar', length: 200 })
  p256dh: string;

  /** The browser's auth secret (URL-safe base64). */
  @Column({ type: 'varchar', length: 100 })
  auth: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
