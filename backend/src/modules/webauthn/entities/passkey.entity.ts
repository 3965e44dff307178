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

export const DEVICE_TYPES = ['singleDevice', 'multiDevice'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/** A WebAuthn credential (passkey) of one account. */
@Entity({ name: 'passkeys' })
export class Passkey {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('IDX_passkeys_userId')
  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  /** The credential id as the browser sends it (base64url). */
  @Index('UQ_passkeys_credentialId', { unique: true })
  @Column({ type: 'text' })
  credentialId: string;

  /** COSE-encoded public key. */
  @Column({ type: 'bytea' })
  publicKey: Buffer;

  /** The authenticator's signature counter (0 when it keeps none). */
  @Column({
    type: 'bigint',
    default: 0,
    transformer: { to: (v: number) => v, from: (v: string | number) => Number(v) },
  })
  counter: number;

  @Column({ type: 'jsonb', default: () => `'[]'` })
  transports: string[];

  @Column({ type: 'varchar', length: 16 })
  deviceType: DeviceType;

  @Column({ type: 'boolean', default: false })
  backedUp: boolean;

  @Column({ type: 'varchar', length: 60 })
  name: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;
}
