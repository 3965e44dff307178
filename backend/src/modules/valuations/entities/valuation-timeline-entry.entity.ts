import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ValuationStatus } from '@valuation/contracts';

/** One status change of a request (indexed on valuationId, at). */
@Entity({ name: 'valuation_timeline' })
export class ValuationTimelineEntry {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  valuationId: string;

  @Column({ type: 'varchar', length: 20 })
  status: ValuationStatus;

  @Column({ type: 'timestamptz' })
  at: Date;

  @Column({ type: 'text', nullable: true })
  note: string | null;

  /** Who made the change (null for the system, or once the account is gone). */
  @Column({ type: 'uuid', nullable: true })
  actorId: string | null;

  /** "You" (the customer), the expert's name, or "system". */
  @Column({ type: 'varchar', length: 120, nullable: true })
  actorLabel: string | null;
}
