import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { Session } from './session.entity';
import { SingleUseToken } from './single-use-token';

/** A refresh token, stored only as its sha256 hash. Used once, then replaced. */
@Entity({ name: 'refresh_tokens' })
@Index('UQ_refresh_tokens_tokenHash', ['tokenHash'], { unique: true })
export class RefreshToken extends SingleUseToken {
  @Index('IDX_refresh_tokens_sessionId')
  @Column({ type: 'uuid' })
  sessionId: string;

  @ManyToOne(() => Session, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'sessionId' })
  session?: Session;
}
