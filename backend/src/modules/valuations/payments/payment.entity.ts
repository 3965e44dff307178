import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { PaymentProvider, PaymentStatus } from '@valuation/contracts';
import type { VisitPaymentPurpose } from './payment-provider';

/**
 * One payment attempt (a checkout) of a request. Kept six years (UK law) without personal data:
 * deleting the account sets userId and valuationId to null; the request's reference, the amount,
 * the provider's references and the dates stay. Indexed on valuationId and (provider, providerRef).
 */
@Entity({ name: 'payments' })
export class Payment {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid', nullable: true })
  valuationId: string | null;

  @Column({ type: 'uuid', nullable: true })
  userId: string | null;

  /** A home visit's payment instead of a request's (its deposit or its balance). */
  @Column({ type: 'uuid', nullable: true })
  visitId: string | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  purpose: VisitPaymentPurpose | null;

  @Column({ type: 'varchar', length: 16 })
  valuationReference: string;

  @Column({ type: 'varchar', length: 16 })
  provider: PaymentProvider;

  /** The test checkout's id or the Stripe Checkout Session id. */
  @Column({ type: 'varchar', length: 255 })
  providerRef: string;

  /** Stripe's PaymentIntent id once paid (what a refund needs). */
  @Column({ type: 'varchar', length: 255, nullable: true })
  providerPaymentRef: string | null;

  @Column({ type: 'integer' })
  amountPence: number;

  @Column({ type: 'varchar', length: 3, default: 'GBP' })
  currency: 'GBP';

  @Column({ type: 'varchar', length: 16 })
  status: PaymentStatus;

  @Column({ type: 'timestamptz', nullable: true })
  paidAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  refundedAt: Date | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  refundRef: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
