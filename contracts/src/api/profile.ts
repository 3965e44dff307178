import type { Passkey } from './passkeys';
import type { ChatMessage } from './chat';
import type { Enquiry } from './enquiries';
import type { User } from './users';
import type { AppNotification, ExportedPushSubscription } from './notifications';
import type { ExportedValuation, PostalAddress } from './valuations';
import type { Visit } from './visits';
import type { ExportedScheduleShare } from './collection';

export interface NotificationPreferences {
  email: boolean;
  sms: boolean;
  marketing: boolean;
}

/** GET /api/profile's user: the user JSON plus the profile settings (docs/product.md §3). */
export interface ProfileUser extends User {
  /** '' when none. */
  phoneNumber: string;
  /** The postal address the wizard offers to keep (the personal details' shape); null when none. */
  address: PostalAddress | null;
  notificationPreferences: NotificationPreferences;
  /** null until the user saves one; the screen then shows the browser's zone. */
  timezone: string | null;
  preferredLanguage: string;
  marketingConsent: boolean;
}

export interface ProfileResponse {
  user: ProfileUser;
}

/** PUT /api/profile takes any subset of these (the email is never changed here). */
export interface UpdateProfileRequest {
  firstName?: string;
  lastName?: string;
  phoneNumber?: string;
  /** All five parts (state may be ''); null, or every part empty, forgets the saved address. */
  address?: PostalAddress | null;
  notificationPreferences?: NotificationPreferences;
  timezone?: string | null;
  preferredLanguage?: string;
  marketingConsent?: boolean;
}

export interface UpdateProfileResponse {
  success: boolean;
  user: ProfileUser;
}

export interface DeleteAccountRequest {
  password: string;
}

/** One signed-in session as the data export lists it. */
export interface ExportedSession {
  createdAt: string;
  lastUsedAt?: string;
  revokedAt: string | null;
  userAgent?: string;
}

/** A passkey as the data export lists it (never its public key or id). */
export type ExportedPasskey = Omit<Passkey, 'id'>;

/** GET /api/profile/export: everything held about the user (UK GDPR right of access). */
export interface DataExport {
  exportedAt: string;
  user: ProfileUser;
  sessions: ExportedSession[];
  passkeys: ExportedPasskey[];
  enquiries: Enquiry[];
  /** The messages of the account's chat (oldest first). */
  chatMessages?: ChatMessage[];
  /** The customer's valuation requests, photos as metadata (added with valuation requests). */
  valuations?: ExportedValuation[];
  /** Everything the account was told in the app (oldest first), read or not. */
  notifications?: AppNotification[];
  /** The devices that receive push notifications. */
  pushSubscriptions?: ExportedPushSubscription[];
  /** The customer's home visits (newest first). */
  visits?: Visit[];
  /** The insurance schedule's shares (oldest first): recipient, dates, views, never a token. */
  scheduleShares?: ExportedScheduleShare[];
}

/** The export's file name: `luxe-valuations-my-data-YYYY-MM-DD.json`. */
export function dataExportFilename(now: Date = new Date()): string {
  return `luxe-valuations-my-data-${now.toISOString().slice(0, 10)}.json`;
}
