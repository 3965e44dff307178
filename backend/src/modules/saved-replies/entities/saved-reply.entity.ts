import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A text an expert inserts into a chat message with "/" (docs/product.md §2.21). */
@Entity({ name: 'saved_replies' })
export class SavedReplyEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The expert it belongs to; null for a shared reply (offered to every expert, kept by admins). */
  @Index('IDX_saved_replies_ownerId')
  @Column({ type: 'uuid', nullable: true })
  ownerId: string | null;

  @Column({ type: 'varchar', length: 60 })
  title: string;

  @Column({ type: 'text' })
  content: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
