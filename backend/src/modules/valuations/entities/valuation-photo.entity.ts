import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A photo of a request: a JPEG master (upright, no metadata) and a small JPEG preview, stored
 * under DATA_DIR/uploads/<userId>/<valuationId>/ (paths relative to DATA_DIR/uploads).
 * Indexed on (valuationId, uploadedAt).
 */
@Entity({ name: 'valuation_photos' })
export class ValuationPhoto {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  valuationId: string;

  /** The original file name (display only). */
  @Column({ type: 'varchar', length: 255 })
  name: string;

  @Column({ type: 'varchar', length: 40 })
  type: string;

  @Column({ type: 'integer' })
  size: number;

  @Column({ type: 'integer' })
  width: number;

  @Column({ type: 'integer' })
  height: number;

  @Column({ type: 'varchar', length: 300 })
  path: string;

  @Column({ type: 'varchar', length: 300 })
  previewPath: string;

  @Column({ type: 'timestamptz' })
  uploadedAt: Date;

  /** The chat attachment it was added from by an expert, or null for the customer's uploads. */
  @Column({ type: 'uuid', nullable: true })
  sourceAttachmentId: string | null;
}
