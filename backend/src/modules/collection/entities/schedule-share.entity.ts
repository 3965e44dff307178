import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A read-only link to a customer's insurance schedule for an insurer or broker (issue 34). The
 * token is never stored: only its SHA-256 (UQ_schedule_shares_tokenHash). Deleting the account
 * deletes its shares (foreign key on users, ON DELETE CASCADE). Indexed (userId, createdAt DESC)
 * for the customer's list.
 */
@Entity({ name: 'schedule_shares' })
export class ScheduleShare {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'varchar', length: 120 })
  recipient: string;

  /** Hex SHA-256 of the token (the token itself is only in the link given at creation). */
  @Column({ type: 'varchar', length: 64, select: false })
  tokenHash: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  @Column({ type: 'integer', default: 0 })
  views: number;

  @Column({ type: 'timestamptz', nullable: true })
  lastViewedAt: Date | null;
}
