import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { User } from '../../users';

export type ChallengeKind = 'registration' | 'authentication';

/** A WebAuthn challenge handed out with ceremony options: single use, expires after 5 minutes. */
@Entity({ name: 'webauthn_challenges' })
export class WebauthnChallenge {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('UQ_webauthn_challenges_challenge', { unique: true })
  @Column({ type: 'text' })
  challenge: string;

  @Column({ type: 'varchar', length: 16 })
  kind: ChallengeKind;

  /** The account setting up a passkey; null for sign-in challenges. */
  @Index('IDX_webauthn_challenges_userId')
  @Column({ type: 'uuid', nullable: true })
  userId: string | null;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  @Index('IDX_webauthn_challenges_expiresAt')
  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
