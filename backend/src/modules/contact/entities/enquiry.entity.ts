import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export const ENQUIRY_STATUSES = ['new', 'handled'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/** A message sent through the contact form; also indexed on lower(email) (see the migration). */
@Entity({ name: 'enquiries' })
export class Enquiry {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** As typed (trimmed); looked up case-insensitively. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 200 })
  subject: string;

  @Column({ type: 'text' })
  message: string;

  @Index('IDX_enquiries_status')
  @Column({ type: 'varchar', length: 16, default: 'new' })
  status: EnquiryStatus;

  @Index('IDX_enquiries_createdAt')
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  handledAt: Date | null;
}
