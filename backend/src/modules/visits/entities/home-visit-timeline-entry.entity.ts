import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { VisitTimelineEntry } from '@valuation/contracts';

/** One change of a home visit (booked, confirmed, moved, reassigned, completed, cancelled). */
@Entity({ name: 'home_visit_timeline' })
export class HomeVisitTimelineEntry {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  visitId: string;

  @Column({ type: 'varchar', length: 20 })
  status: VisitTimelineEntry['status'];

  @Column({ type: 'text', nullable: true })
  note: string | null;

  @Column({ type: 'timestamptz' })
  at: Date;
}
