import { Injectable, Logger } from '@nestjs/common';
import { DomainError } from '../../common/domain-error';
import { FileStore } from '../../infrastructure/storage/file-store';
import { AuthenticatedUser, PasswordService, SessionEndService, SessionsService } from '../auth';
import { UUID_RE } from '../../common/pipes/parse-id.pipe';
import { ChatAttachmentsService, ChatMessagesService } from '../chat';
import { ScheduleSharesService } from '../collection';
import { ContactService } from '../contact';
import { NotificationsService, PushService } from '../notifications';
import { ValuationsService } from '../valuations';
import { VisitsService } from '../visits';
import { accountDeletedMail } from '../../infrastructure/mail/mail.templates';
import { MailService } from '../../infrastructure/mail/mail.service';
import { RateLimitService } from '../../infrastructure/rate-limit/rate-limit.service';
import { type ProfileChanges, UsersService } from '../users';
import { PasskeysService } from '../webauthn';
import {
  ExportedPasskeyDto,
  ExportedSessionDto,
  ProfileExportDto,
  ProfileUserDto,
} from './dto/profile-response.dto';
import { UpdateProfileDto } from './dto/update-profile.dto';
import {
  AUTH_ERRORS,
  FIELD_MESSAGES,
  normalisedAddress,
  smsWithoutPhoneProblem,
} from '@valuation/contracts';

const EDITABLE = [
  'firstName',
  'lastName',
  'phoneNumber',
  'address',
  'notificationPreferences',
  'timezone',
  'preferredLanguage',
  'marketingConsent',
] as const;

/** The settings of a PUT that were sent (undefined ones are left as they are). */
export function profilePatch(dto: UpdateProfileDto): ProfileChanges {
  const patch: Partial<Record<(typeof EDITABLE)[number], unknown>> = {};
  for (const key of EDITABLE) {
    if (dto[key] !== undefined) patch[key] = dto[key];
  }
  if (dto.notificationPreferences) {
    const p = dto.notificationPreferences;
    patch.notificationPreferences = { email: p.email, sms: p.sms, marketing: p.marketing };
  }
  if (dto.address !== undefined) patch.address = normalisedAddress(dto.address);
  return patch as ProfileChanges;
}

/** "luxe-valuations-my-data-YYYY-MM-DD.json" (UTC date). */
export function exportFileName(now: Date): string {
  return `luxe-valuations-my-data-${now.toISOString().slice(0, 10)}.json`;
}

@Injectable()
export class ProfileService {
  private readonly logger = new Logger(ProfileService.name);
  constructor(
    private readonly store: FileStore,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly passkeys: PasskeysService,
    private readonly passwords: PasswordService,
    private readonly mail: MailService,
    private readonly rateLimit: RateLimitService,
    private readonly contact: ContactService,
    private readonly chatMessages: ChatMessagesService,
    private readonly chatFiles: ChatAttachmentsService,
    private readonly ending: SessionEndService,
    private readonly valuations: ValuationsService,
    private readonly notifications: NotificationsService,
    private readonly push: PushService,
    private readonly visits: VisitsService,
    private readonly scheduleShares: ScheduleSharesService,
  ) {}

  async get(userId: string): Promise<ProfileUserDto> {
    const user = await this.users.findById(userId);
    // The guard has just read the account; it can only be gone if it was deleted meanwhile.
    if (!user) throw new DomainError('SIGN_IN_REQUIRED', AUTH_ERRORS.signInRequired);
    return ProfileUserDto.fromUser(user);
  }

  async update(userId: string, dto: UpdateProfileDto): Promise<ProfileUserDto> {
    const patch = profilePatch(dto);
    if (patch.phoneNumber !== undefined || patch.notificationPreferences) {
      await this.keepSmsWithPhone(userId, patch);
    }
    if (Object.keys(patch).length > 0) {
      // (the session check answers the account's names from memory: this also drops them)
      await this.users.updateProfile(userId, patch);
    }
    return this.get(userId);
  }

  /**
   * No notification channel on without its address (issue 33): asking for SMS without a phone
   * number (the one sent, else the one held) is refused with 400; clearing the phone number turns
   * SMS off with it.
   */
  private async keepSmsWithPhone(userId: string, patch: ProfileChanges): Promise<void> {
    const current = await this.users.findById(userId);
    if (!current) return;
    const phone = patch.phoneNumber ?? current.phoneNumber;
    const preferences = patch.notificationPreferences ?? current.notificationPreferences;
    if (!smsWithoutPhoneProblem(phone, preferences.sms)) return;
    if (patch.notificationPreferences?.sms) {
      throw DomainError.onField(
        'INVALID_INPUT',
        'notificationPreferences',
        FIELD_MESSAGES.smsNeedsPhone,
      );
    }
    patch.notificationPreferences = { ...preferences, sms: false };
  }

  async export(userId: string, now = new Date()): Promise<ProfileExportDto> {
    const user = await this.get(userId);
    const [sessions, passkeys, enquiries, valuations, chatMessages] = await Promise.all([
      this.sessions.allOf(userId),
      this.passkeys.allOf(userId),
      this.contact.enquiriesForEmail(user.email),
      this.valuations.exportForUser(userId),
      this.chatMessages.exportFor(userId),
    ]);
    const [notifications, pushSubscriptions, visits, scheduleShares] = await Promise.all([
      this.notifications.exportFor(userId),
      this.push.exportFor(userId),
      this.visits.list(userId),
      this.scheduleShares.exportFor(userId),
    ]);
    return {
      exportedAt: now.toISOString(),
      user,
      sessions: sessions.map((s): ExportedSessionDto => ({
        createdAt: new Date(s.createdAt).toISOString(),
        lastUsedAt: s.lastUsedAt ? new Date(s.lastUsedAt).toISOString() : undefined,
        revokedAt: s.revokedAt ? new Date(s.revokedAt).toISOString() : null,
        userAgent: s.userAgent ?? undefined,
      })),
      passkeys: passkeys.map((p): ExportedPasskeyDto => ({
        name: p.name,
        createdAt: new Date(p.createdAt).toISOString(),
        lastUsedAt: p.lastUsedAt ? new Date(p.lastUsedAt).toISOString() : null,
        deviceType: p.deviceType,
        backedUp: p.backedUp,
        transports: p.transports ?? [],
      })),
      enquiries,
      valuations,
      chatMessages,
      notifications,
      pushSubscriptions,
      visits,
      scheduleShares,
    };
  }

  /**
   * Right to erasure: checks the password (a wrong one counts as a failed sign-in of the account),
   * then deletes the account row in one statement, whose cascades take its sessions, refresh and
   * reset tokens, passkeys and WebAuthn challenges with it; then its uploaded files, then a mail.
   */
  async deleteAccount(current: AuthenticatedUser, password: string): Promise<void> {
    await this.rateLimit.assertBelow('loginFailuresAccount', current.email);
    const user = await this.users.findByIdWithHash(current.id);
    if (!user || !(await this.passwords.verify(user.passwordHash, password))) {
      await this.rateLimit.record('loginFailuresAccount', current.email);
      throw DomainError.onField('WRONG_PASSWORD', 'password', AUTH_ERRORS.passwordIncorrect);
    }
    // The cascades also take the customer's conversation, messages and attachment rows.
    await this.users.remove(user.id);
    await this.ending.endAll(user.id);
    await this.removeUploads(user.id);
    await this.chatFiles.removeCustomerFiles(user.id);
    this.mail.send(user.email, accountDeletedMail(user.firstName));
  }

  private async removeUploads(userId: string): Promise<void> {
    if (!UUID_RE.test(userId)) return;
    try {
      // the request photos and certificates (in the FileStore, disk or bucket)
      await this.store.deletePrefix(`${userId.toLowerCase()}/`);
    } catch (err) {
      this.logger.error(
        `Could not remove the uploads of a deleted account: ${(err as Error).message}`,
      );
    }
  }
}
