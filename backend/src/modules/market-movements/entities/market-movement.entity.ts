import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ServiceType } from '@valuation/contracts';

/** A market movement an expert recorded (docs/product.md "Notifications"). */
@Entity({ name: 'market_movements' })
export class MarketMovementEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 20 })
  service: ServiceType;

  @Column({ type: 'varchar', length: 100, nullable: true })
  brand: string | null;

  @Column({ type: 'numeric', precision: 6, scale: 2 })
  changePercent: string;

  @Column({ type: 'text' })
  note: string;

  @Column({ type: 'timestamptz' })
  effectiveFrom: Date;

  @Column({ type: 'uuid', nullable: true })
  createdById: string | null;

  @Column({ type: 'varchar', length: 200 })
  createdByName: string;

  /** How many requests it concerned (fixed when it was recorded). */
  @Column({ type: 'integer', default: 0 })
  affected: number;

  /** When the last of its notifications went out (null while sending). */
  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** When its customers are told: recorded + the withdrawal window (until then it can be withdrawn). */
  @Column({ type: 'timestamptz' })
  notifyAt: Date;

  /** When an expert withdrew it (its customers are then never told), or null. */
  @Column({ type: 'timestamptz', nullable: true })
  withdrawnAt: Date | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  withdrawnByName: string | null;
}
