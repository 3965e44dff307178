import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { ServiceType, ValuationBasis } from '@valuation/contracts';

/**
 * A valuation certificate as issued (docs/product.md §2.21). The public page /verify/:reference
 * reads only this row, so it shows nothing about the customer. A later revaluation issues a new
 * row and sets `supersededAt` on the old one.
 */
@Entity({ name: 'certificates' })
export class Certificate {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Random and unguessable: LVC-XXXX-XXXX (40 bits). */
  @Index('UQ_certificates_reference', { unique: true })
  @Column({ type: 'varchar', length: 20 })
  reference: string;

  @Index('IDX_certificates_valuationId')
  @Column({ type: 'uuid' })
  valuationId: string;

  @Column({ type: 'varchar', length: 16 })
  service: ServiceType;

  @Column({ type: 'timestamptz' })
  issuedAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  supersededAt: Date | null;

  /** Pounds, two decimals (numeric: read back as a string by pg, converted in the mapper). */
  @Column({ type: 'numeric', precision: 12, scale: 2 })
  value: string;

  @Column({ type: 'varchar', length: 16 })
  basis: ValuationBasis;

  @Column({ type: 'varchar', length: 200 })
  valuerName: string;

  @Column({ type: 'varchar', length: 300 })
  itemSummary: string;

  /** Relative to DATA_DIR. */
  @Column({ type: 'varchar', length: 300 })
  filePath: string;
}
