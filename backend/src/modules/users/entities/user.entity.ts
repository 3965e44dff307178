import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { PostalAddress } from '@valuation/contracts';

export const ROLES = ['customer', 'expert', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export interface NotificationPreferences {
  email: boolean;
  sms: boolean;
  marketing: boolean;
}

/** SMS starts off: an account starts without a phone number (issue 33, migration SmsNeedsPhone). */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  email: true,
  sms: false,
  marketing: false,
};

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

  /** Profile settings (migration AddProfileAndPasskeys); '' when none. */
  @Column({ type: 'text', default: '' })
  phoneNumber: string;

  /** The postal address the wizard offered to keep (migration ProfileAddress); null when none. */
  @Column({ type: 'jsonb', nullable: true })
  address: PostalAddress | null;

  @Column({ type: 'jsonb', default: () => `'{"email":true,"sms":false,"marketing":false}'` })
  notificationPreferences: NotificationPreferences;

  /** An IANA zone, null until the user saves one (the browser's zone is shown meanwhile). */
  @Column({ type: 'text', nullable: true })
  timezone: string | null;

  @Column({ type: 'text', default: 'en' })
  preferredLanguage: string;

  @Column({ type: 'boolean', default: false })
  marketingConsent: boolean;

  /** The random WebAuthn user handle (32 bytes, base64url), set on the first passkey set-up. */
  @Index('UQ_users_webauthnUserId', { unique: true })
  @Column({ type: 'text', nullable: true, select: false })
  webauthnUserId: string | null;
}
