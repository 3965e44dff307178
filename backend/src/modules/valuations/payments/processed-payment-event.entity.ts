import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A provider event already handled (Stripe event ids): each event is acted on once. */
@Entity({ name: 'processed_payment_events' })
export class ProcessedPaymentEvent {
  @PrimaryColumn({ type: 'varchar', length: 255 })
  id: string;

  @Column({ type: 'varchar', length: 16 })
  provider: string;

  @Column({ type: 'varchar', length: 100 })
  type: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  processedAt: Date;
}
