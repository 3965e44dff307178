import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  NOTIFICATION_KINDS,
  NOTIFICATION_LIMITS,
  type AppNotification,
  type MarkNotificationsReadRequest,
  type MarkNotificationsReadResponse,
  type NotificationKind,
  type NotificationsQuery,
  type NotificationsResponse,
  type PushPublicKeyResponse,
  type PushSubscriptionRequest,
  type PushUnsubscribeRequest,
} from '@valuation/contracts';
import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';
import {
  emptyToUndefined,
  wholeNumberProblem,
  QueryFilter,
} from '../../../common/pagination/page-query.dto';
import { UUID_RE } from '../../../common/pipes/parse-id.pipe';
import { Rule } from '../../../common/validation/rule.decorator';

const toNumber = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && /^\d{1,9}$/.test(value.trim())
    ? Number(value)
    : emptyToUndefined({ value });

export class NotificationDto implements AppNotification {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: NOTIFICATION_KINDS }) kind: NotificationKind;
  @ApiProperty() title: string;
  @ApiProperty() body: string;
  @ApiProperty({ description: 'The page of the app it opens', example: '/chat' }) url: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) readAt: string | null;
}

export class NotificationsDto implements NotificationsResponse {
  @ApiProperty({ type: [NotificationDto], description: 'Newest first' })
  notifications: NotificationDto[];
  @ApiProperty({ description: 'All unread notifications of the user' }) unread: number;
  @ApiProperty({ description: 'Whether older notifications exist' }) hasMore: boolean;
}

export class NotificationsQueryDto implements NotificationsQuery {
  @QueryFilter(
    'before',
    (v) =>
      typeof v === 'string' && UUID_RE.test(v)
        ? null
        : 'The before parameter must be a notification id.',
    { format: 'uuid', description: 'A notification id: the page older than it' },
  )
  before?: string;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: NOTIFICATION_LIMITS.maxPageSize,
    default: NOTIFICATION_LIMITS.defaultPageSize,
  })
  @IsOptional()
  @Transform(toNumber)
  @Rule('limit', wholeNumberProblem('Limit', 1, NOTIFICATION_LIMITS.maxPageSize))
  limit?: number;
}

export class MarkNotificationsReadDto implements MarkNotificationsReadRequest {
  @ApiPropertyOptional({ type: [String], format: 'uuid', maxItems: NOTIFICATION_LIMITS.maxIds })
  @IsOptional()
  @Rule('ids', (v) =>
    Array.isArray(v) &&
    v.length <= NOTIFICATION_LIMITS.maxIds &&
    v.every((id) => typeof id === 'string' && UUID_RE.test(id))
      ? null
      : `The ids field must be a list of at most ${NOTIFICATION_LIMITS.maxIds} notification ids.`,
  )
  ids?: string[];

  @ApiPropertyOptional({ description: 'true: mark every notification read' })
  @IsOptional()
  @Rule('all', (v, o) =>
    v !== true
      ? 'The all field can only be true.'
      : (o as MarkNotificationsReadDto).ids !== undefined
        ? 'Give either ids or all, not both.'
        : null,
  )
  all?: boolean;
}

export class MarkNotificationsReadResponseDto implements MarkNotificationsReadResponse {
  @ApiProperty({ description: 'How many remain unread' }) unread: number;
}

export class PushPublicKeyDto implements PushPublicKeyResponse {
  @ApiProperty({ description: 'The VAPID public key (URL-safe base64), the applicationServerKey' })
  publicKey: string;
}

const KEY_RE = /^[A-Za-z0-9_-]+={0,2}$/;

export class PushKeysDto {
  @ApiProperty({ description: 'The browser’s P-256 public key (URL-safe base64)', maxLength: 200 })
  p256dh: string;

  @ApiProperty({ description: 'The browser’s auth secret (URL-safe base64)', maxLength: 100 })
  auth: string;
}

const KEYS_SENTENCE = 'The keys field must hold the p256dh and auth keys of the subscription.';

/** `keys`: exactly {p256dh, auth}, URL-safe base64 strings. */
const keysProblem = (v: unknown): string | null => {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return KEYS_SENTENCE;
  const { p256dh, auth, ...rest } = v as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return KEYS_SENTENCE;
  if (typeof p256dh !== 'string' || p256dh.length > 200 || !KEY_RE.test(p256dh)) {
    return 'The p256dh key must be URL-safe base64.';
  }
  if (typeof auth !== 'string' || auth.length > 100 || !KEY_RE.test(auth)) {
    return 'The auth key must be URL-safe base64.';
  }
  return null;
};

const endpointProblem = (v: unknown): string | null =>
  typeof v === 'string' && v.length > 0 && v.length <= 2048
    ? null
    : 'The endpoint must be the push service URL of this device (at most 2048 characters).';

export class PushSubscriptionDto implements PushSubscriptionRequest {
  @ApiProperty({ description: 'https URL of a browser push service', maxLength: 2048 })
  @Rule('endpoint', endpointProblem)
  endpoint: string;

  @ApiProperty({ type: PushKeysDto })
  @Rule('keys', keysProblem)
  keys: PushKeysDto;
}

export class PushUnsubscribeDto implements PushUnsubscribeRequest {
  @ApiProperty({ maxLength: 2048 })
  @Rule('endpoint', endpointProblem)
  endpoint: string;
}
