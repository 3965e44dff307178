import { ChatMessageDto } from '../../chat';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { normalisedAddress } from '@valuation/contracts';
import type {
  DataExport,
  ExportedPasskey,
  ExportedPushSubscription,
  ExportedSession,
  ProfileResponse,
  ProfileUser,
  UpdateProfileResponse,
} from '@valuation/contracts';
import { EnquiryDto } from '../../contact';
import { NotificationPreferences, User, UserDto } from '../../users';
import { NotificationPreferencesDto, ProfileAddressDto } from './update-profile.dto';
import { NotificationDto } from '../../notifications';
import { ExportedValuationDto } from '../../valuations';
import { VisitDto } from '../../visits';
import { ExportedScheduleShareDto } from '../../collection';

/** The user JSON plus the profile settings (only /api/profile answers this shape). */
export class ProfileUserDto extends UserDto implements ProfileUser {
  @ApiProperty({ example: '+44 20 7946 0958', description: "'' when none" })
  phoneNumber: string;

  @ApiProperty({ type: ProfileAddressDto, nullable: true, description: 'null when none' })
  address: ProfileAddressDto | null;

  @ApiProperty({ type: NotificationPreferencesDto })
  notificationPreferences: NotificationPreferences;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Europe/London',
    description: 'null until the user saves one',
  })
  timezone: string | null;

  @ApiProperty({ example: 'en' })
  preferredLanguage: string;

  @ApiProperty({ example: false })
  marketingConsent: boolean;

  static fromUser(user: User): ProfileUserDto {
    const prefs = user.notificationPreferences ?? {};
    return {
      ...UserDto.from(user),
      phoneNumber: user.phoneNumber ?? '',
      address: normalisedAddress(user.address ?? null),
      notificationPreferences: {
        email: prefs.email !== false,
        sms: prefs.sms !== false,
        marketing: prefs.marketing === true,
      },
      timezone: user.timezone ?? null,
      preferredLanguage: user.preferredLanguage ?? 'en',
      marketingConsent: user.marketingConsent === true,
    };
  }
}

export class ProfileResponseDto implements ProfileResponse {
  @ApiProperty({ type: ProfileUserDto })
  user: ProfileUserDto;
}

export class UpdateProfileResponseDto implements UpdateProfileResponse {
  @ApiProperty({ example: true })
  success: boolean;

  @ApiProperty({ type: ProfileUserDto })
  user: ProfileUserDto;
}

export class ExportedSessionDto implements ExportedSession {
  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiPropertyOptional({ type: String, format: 'date-time' })
  lastUsedAt?: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  revokedAt: string | null;

  @ApiPropertyOptional({ example: 'Mozilla/5.0 …' })
  userAgent?: string;
}

export class ExportedPasskeyDto implements ExportedPasskey {
  @ApiProperty({ example: 'Chrome on macOS' })
  name: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastUsedAt: string | null;

  @ApiProperty({ enum: ['singleDevice', 'multiDevice'] })
  deviceType: ExportedPasskey['deviceType'];

  @ApiProperty()
  backedUp: boolean;

  @ApiProperty({ type: [String], example: ['internal', 'hybrid'] })
  transports: string[];
}

export class ExportedPushSubscriptionDto implements ExportedPushSubscription {
  @ApiProperty({ example: 'https://fcm.googleapis.com' })
  service: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;
}

/** Everything held about the account (UK GDPR right of access); never hashes, tokens or keys. */
export class ProfileExportDto implements DataExport {
  @ApiProperty({ type: String, format: 'date-time' })
  exportedAt: string;

  @ApiProperty({ type: ProfileUserDto })
  user: ProfileUserDto;

  @ApiProperty({ type: [ExportedSessionDto] })
  sessions: ExportedSessionDto[];

  @ApiProperty({ type: [ExportedPasskeyDto] })
  passkeys: ExportedPasskeyDto[];

  @ApiProperty({ type: [EnquiryDto], description: 'Contact enquiries sent from the account email' })
  enquiries: EnquiryDto[];

  @ApiProperty({ type: [ChatMessageDto], description: 'The messages of the account’s chat' })
  chatMessages: ChatMessageDto[];
  @ApiProperty({
    type: [ExportedValuationDto],
    description: 'Valuation requests, photos as metadata only',
  })
  valuations: ExportedValuationDto[];

  @ApiProperty({ type: [NotificationDto], description: 'Every notification, oldest first' })
  notifications: NotificationDto[];

  @ApiProperty({
    type: [ExportedPushSubscriptionDto],
    description:
      'The devices receiving push notifications: the push service, never the address or keys',
  })
  pushSubscriptions: ExportedPushSubscriptionDto[];

  @ApiProperty({ type: [VisitDto], description: 'Home visits, newest first' })
  visits: VisitDto[];

  @ApiProperty({
    type: [ExportedScheduleShareDto],
    description:
      'The insurance schedule’s shares, oldest first: recipient, dates, views, revocation (never a token or link)',
  })
  scheduleShares: ExportedScheduleShareDto[];
}
