import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One completed request a market movement concerned: the value then, the estimate now, and when
 * its customer was notified (null until the batch job reaches it). The request's page shows the
 * newest notice; a revaluation requested from it is remembered here.
 */
@Entity({ name: 'market_notices' })
export class MarketNoticeEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  movementId: string;

  @Column({ type: 'uuid' })
  valuationId: string;

  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'numeric', precision: 14, scale: 2 })
  value: string;

  /** Whole pounds: value x (1 + change/100), rounded. */
  @Column({ type: 'numeric', precision: 16, scale: 0 })
  estimatedValue: string;

  @Column({ type: 'timestamptz', nullable: true })
  notifiedAt: Date | null;

  /** When its mail was handed over, or found not to be sent (null until then; a refusal keeps it). */
  @Column({ type: 'timestamptz', nullable: true })
  mailedAt: Date | null;

  @Column({ type: 'uuid', nullable: true })
  revaluationId: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
