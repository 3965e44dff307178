import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { VisitPaymentPurpose } from './payment-provider';

/** A checkout of the built-in test provider (the /pay/:checkoutId page). */
@Entity({ name: 'test_checkouts' })
export class TestCheckout {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid', nullable: true })
  valuationId: string | null;

  /** Set instead of valuationId when the checkout pays a home visit's deposit or balance. */
  @Column({ type: 'uuid', nullable: true })
  visitId: string | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  purpose: VisitPaymentPurpose | null;

  @Column({ type: 'varchar', length: 16, default: 'open' })
  status: 'open' | 'paid' | 'expired';

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
