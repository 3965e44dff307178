import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { User } from '../../users';
import { SingleUseToken } from './single-use-token';

/** A single-use password reset link, stored only as its sha256 hash. */
@Entity({ name: 'password_reset_tokens' })
@Index('UQ_password_reset_tokens_tokenHash', ['tokenHash'], { unique: true })
export class PasswordResetToken extends SingleUseToken {
  @Index('IDX_password_reset_tokens_userId')
  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;
}
