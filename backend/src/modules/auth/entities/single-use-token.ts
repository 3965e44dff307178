import { Column, CreateDateColumn, PrimaryGeneratedColumn } from 'typeorm';

/**
 * What a single-use secret keeps (a refresh token, a password reset link): only the sha256 hash of
 * the secret (infrastructure/signing/tokens.ts), when it ends and when it was used. Each table names
 * its own unique index on `tokenHash` and its owner column.
 */
export abstract class SingleUseToken {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'char', length: 64 })
  tokenHash: string;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
