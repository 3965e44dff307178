import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { VisitStatus } from '@valuation/contracts';

const numeric = {
  to: (value: number | null) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

/**
 * A home visit (docs/product.md §2.22). Money is kept in pence (a one-hour visit's deposit
 * is £92.50). "blockedFrom"/"blockedTo" are the visit with its travel hour before and after: the
 * database's exclusion constraint keeps one expert's live visits from overlapping on them.
 */
@Entity({ name: 'home_visits' })
export class HomeVisit {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 16, unique: true })
  reference: string;

  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'uuid', nullable: true })
  expertId: string | null;

  @Column({ type: 'varchar', length: 20 })
  status: VisitStatus;

  @Column({ type: 'timestamptz' })
  startAt: Date;

  @Column({ type: 'timestamptz' })
  endAt: Date;

  @Column({ type: 'timestamptz' })
  blockedFrom: Date;

  @Column({ type: 'timestamptz' })
  blockedTo: Date;

  @Column({ type: 'integer' })
  hours: number;

  @Column({ type: 'varchar', length: 200 })
  street: string;

  @Column({ type: 'varchar', length: 200 })
  city: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  state: string;

  @Column({ type: 'varchar', length: 16 })
  postalCode: string;

  @Column({ type: 'varchar', length: 200 })
  country: string;

  @Column({ type: 'varchar', length: 40 })
  phone: string;

  @Column({ type: 'text' })
  itemsDescription: string;

  @Column({ type: 'boolean', default: false })
  expressRequest: boolean;

  @Column({ type: 'integer' })
  hourlyRatePence: number;

  @Column({ type: 'integer' })
  totalPence: number;

  @Column({ type: 'integer' })
  depositPence: number;

  @Column({ type: 'timestamptz', nullable: true })
  holdUntil: Date | null;

  @Column({ type: 'numeric', precision: 4, scale: 1, nullable: true, transformer: numeric })
  hoursSpent: number | null;

  @Column({ type: 'integer', nullable: true })
  balancePence: number | null;

  @Column({ type: 'timestamptz', nullable: true })
  balancePaidAt: Date | null;

  @Column({ type: 'integer', nullable: true })
  refundPence: number | null;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Column({ type: 'text', nullable: true })
  cancellationReason: string | null;

  /** The invitation's SEQUENCE: raised on every move or cancellation. */
  @Column({ type: 'integer', default: 0 })
  calendarSequence: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
