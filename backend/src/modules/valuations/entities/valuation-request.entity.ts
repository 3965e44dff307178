import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type {
  PostalAddress,
  ServiceType,
  ItemIdentity,
  TierKey,
  ValuationBasis,
  ValuationPurpose,
  ValuationStatus,
} from '@valuation/contracts';

/**
 * A customer's valuation request (contracts: Valuation requests). Status changes only through
 * ValuationLifecycleService. Indexes (see migration CreateValuations): (userId, createdAt DESC)
 * for the customer's list, (status, dueAt) and (status, createdAt) for the staff queue and the
 * unpaid jobs, assigneeId, unique reference and certificateReference.
 */
@Entity({ name: 'valuation_requests' })
export class ValuationRequest {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('UQ_valuation_requests_reference', { unique: true })
  @Column({ type: 'varchar', length: 16 })
  reference: string;

  /** The owner; deleting the account deletes its requests (payments keep no link to the person). */
  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'varchar', length: 20 })
  status: ValuationStatus;

  @Column({ type: 'varchar', length: 20 })
  serviceType: ServiceType;

  @Column({ type: 'varchar', length: 20 })
  serviceTier: TierKey;

  @Column({ type: 'varchar', length: 100, nullable: true })
  watchBrand: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  otherWatchBrand: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  handbagBrand: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  otherHandbagBrand: string | null;

  @Column({ type: 'text' })
  itemDescription: string;

  /** What the customer wants the valuation for; the basis the expert starts from. */
  @Column({ type: 'varchar', length: 20, default: 'insurance' })
  purpose: ValuationPurpose;

  @Column({ type: 'varchar', length: 100, nullable: true })
  itemModel: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  itemReference: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  itemSerial: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  lastKnownValue: string | null;

  @Column({ type: 'varchar', length: 4, nullable: true })
  yearOfPurchase: string | null;

  @Column({ type: 'boolean', default: false })
  autoRevalue: boolean;

  @Column({ type: 'varchar', length: 100 })
  firstName: string;

  @Column({ type: 'varchar', length: 100 })
  lastName: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 40, nullable: true })
  phone: string | null;

  @Column({ type: 'jsonb' })
  address: PostalAddress;

  /** The price fixed at creation, whole pounds. */
  @Column({ type: 'integer' })
  priceTier: number;

  @Column({ type: 'integer', default: 0 })
  priceAutoRevalue: number;

  @Column({ type: 'integer' })
  priceTotal: number;

  @Column({ type: 'uuid', nullable: true })
  assigneeId: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  startedAt: Date | null;

  @Column({ type: 'text', nullable: true })
  internalNotes: string | null;

  /** Pounds; numeric comes back from the driver as a string. */
  @Column({ type: 'numeric', precision: 14, scale: 2, nullable: true })
  resultValue: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  resultBasis: ValuationBasis | null;

  @Column({ type: 'text', nullable: true })
  resultAssessedDescription: string | null;

  /** The item's identity as the expert recorded it on completion (the certificate prints it first). */
  @Column({ type: 'jsonb', nullable: true })
  resultIdentity: ItemIdentity | null;

  @Column({ type: 'uuid', nullable: true })
  resultValuerId: string | null;

  /** The valuer's name as printed on the certificate (kept if the staff account goes). */
  @Column({ type: 'varchar', length: 120, nullable: true })
  resultValuerName: string | null;

  @Index('UQ_valuation_requests_certificateReference', { unique: true })
  @Column({ type: 'varchar', length: 32, nullable: true })
  certificateReference: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  completedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  revaluationDueAt: Date | null;

  @Column({ type: 'text', nullable: true })
  revaluationRecommendationReason: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  revaluationRecommendationAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  paidAt: Date | null;

  /** paidAt + the tier's turnaround's upper bound in UK business days. */
  @Column({ type: 'timestamptz', nullable: true })
  dueAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  cancelledAt: Date | null;

  /** A prepaid revaluation (auto-revalue): the original request, whose certificate it supersedes. */
  @Column({ type: 'uuid', nullable: true })
  revaluationOfId: string | null;

  /**
   * The customer's Idempotency-Key of the creation: a retry answers this request
   * (UQ_valuation_requests_clientKey, unique per user).
   */
  @Column({ type: 'varchar', length: 64, nullable: true, select: false })
  clientKey: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
