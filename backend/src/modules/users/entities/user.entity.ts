import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

export const ROLES = ['customer', 'expert', 'admin'] as const;
export type Role = (typeof ROLES)[number];

@Entity({ name: 'users' })
export class User {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Stored trimmed and lower-cased; unique on lower(email) (see the migration). */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 50 })
  firstName: string;

  @Column({ type: 'varchar', length: 50 })
  lastName: string;

  @Column({ type: 'varchar', length: 255, select: false })
  passwordHash: string;

  @Index('IDX_users_role')
  @Column({ type: 'varchar', length: 16, default: 'customer' })
  role: Role;

  @Column({ type: 'timestamptz', nullable: true })
  disabledAt: Date | null;

  @Index('IDX_users_createdAt')
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
