import type { Page } from './common';
import type { ServiceType, TierKey } from './catalogue';
import type { ValuationStatus } from './valuations';
import type { VisitStatus } from './visits';

/**
 * Notifications (docs/product.md "Notifications"): every event a customer is told about is kept as a
 * notification, mailed (email preference), pushed (the device's subscriptions) and announced live.
 * Staff are told too, in the same bell (`staff_work`: a customer's answer to a request for
 * information, a customer's message, a visit assigned to them).
 */
export const NOTIFICATION_KINDS = [
  'chat_reply',
  'valuation_status',
  'visit',
  'revaluation_due',
  'market_movement',
  'staff_work',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface AppNotification {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** A path of the app (e.g. /valuations/…), opened when the notification is chosen. */
  url: string;
  createdAt: string;
  readAt: string | null;
}

/**
 * A device's push subscription as the data export shows it: the push service it goes through and
 * when it was made; never its address (a capability) or its keys.
 */
export interface ExportedPushSubscription {
  /** The push service's origin, e.g. https://fcm.googleapis.com */
  service: string;
  createdAt: string;
}

/** GET /api/notifications?before=&limit= (newest first). */
export interface NotificationsResponse {
  notifications: AppNotification[];
  /** How many of the user's notifications are unread (all of them, not only this page). */
  unread: number;
  hasMore: boolean;
}

export interface NotificationsQuery {
  /** A notification id: the page of those older than it. */
  before?: string;
  limit?: number;
}

/** POST /api/notifications/read: `{ids}` or `{all: true}`. */
export interface MarkNotificationsReadRequest {
  ids?: string[];
  all?: boolean;
}

export interface MarkNotificationsReadResponse {
  unread: number;
}

export const NOTIFICATION_LIMITS = {
  defaultPageSize: 20,
  maxPageSize: 100,
  /** Ids per mark-read call. */
  maxIds: 100,
} as const;

/** The live event on the user's sockets when a notification is created. */
export const NOTIFICATION_SOCKET_EVENT = 'notification:new';
export interface NotificationNewEvent {
  notification: AppNotification;
}

/**
 * Pages follow changes live (contracts: Notifications): a change of a request's or a visit's status
 * goes to the owner's sockets and to staff's, on every process.
 */
export const LIVE_EVENTS = {
  valuationUpdated: 'valuation:updated',
  visitUpdated: 'visit:updated',
} as const;
export interface ValuationUpdatedEvent {
  valuationId: string;
  status: ValuationStatus;
}
export interface VisitUpdatedEvent {
  visitId: string;
  status: VisitStatus;
}

/** What staff's `staff_work` notices say (docs/product.md "Staff are told too"). */
export const STAFF_WORK_TEXTS = {
  infoAnsweredTitle: (reference: string) => `The customer answered your request on ${reference}`,
  customerMessageTitle: (name: string) => `New message from ${name}`,
  assignedBody: 'Open the conversation to reply.',
  unassignedBody: 'Nobody has taken this conversation yet.',
  visitAssignedTitle: (reference: string) => `Home visit ${reference} is yours`,
} as const;

/** The JSON payload of a web push (docs/product.md "Notifications"). */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  kind: NotificationKind;
}

export interface PushPublicKeyResponse {
  publicKey: string;
}

export interface PushSubscriptionRequest {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushUnsubscribeRequest {
  endpoint: string;
}

export const PUSH_ERRORS = {
  endpointNotAllowed:
    'This push service is not allowed: the endpoint must be an https address of a known browser push service.',
  badKeys: 'The subscription keys are not valid.',
} as const;

/** The bell's accessible name (docs/product.md: "Notifications, 2 unread"). */
export function notificationsLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unreadBadgeText(unread)} unread` : 'Notifications';
}

/** The badge shows at most this count, then "99+". */
export const UNREAD_BADGE_MAX = 99;

/** What the bell's badge shows; the accessible name says the same (the label holds what is seen). */
export function unreadBadgeText(unread: number): string {
  return unread > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(unread);
}

// --- Lifetime support: market movements ---------------------------------------------------------

export const MARKET_MOVEMENT_RULES = {
  minChangePercent: -90,
  maxChangePercent: 500,
  /** Movements smaller than this (in absolute percent) concern no request. */
  thresholdPercent: 10,
  noteMaxLength: 1000,
  /**
   * A movement can be withdrawn for this long after it is recorded; its customers are told (in
   * the app, by mail, by push) only once this window has passed, so a withdrawn one told nobody.
   */
  withdrawWindowMinutes: 15,
} as const;

export interface CreateMarketMovementRequest {
  service: ServiceType;
  /** One of the catalogue's brands (watches and handbags only). */
  brand?: string;
  changePercent: number;
  note: string;
  /** ISO 8601 date (YYYY-MM-DD) or date-time. */
  effectiveFrom: string;
}

export interface MarketMovement {
  id: string;
  service: ServiceType;
  brand: string | null;
  changePercent: number;
  note: string;
  effectiveFrom: string;
  createdAt: string;
  createdBy: string;
  /** How many requests it concerns. */
  affected: number;
  /** How many distinct customers have been notified so far. */
  customersReached: number;
  /** True while the notifications are still going out (or waiting for the withdrawal window). */
  sending: boolean;
  /** Until when it can be withdrawn; its customers are told from then on. */
  withdrawableUntil: string;
  /** When it was withdrawn (its customers are then never told), or null. */
  withdrawnAt: string | null;
  /** The expert who withdrew it, or null. */
  withdrawnBy: string | null;
}

/** GET /api/staff/market-movements/preview?service&brand&changePercent&effectiveFrom */
export interface MarketMovementPreviewQuery {
  service: ServiceType;
  brand?: string;
  changePercent: number;
  effectiveFrom: string;
}

/** How many requests, and how many distinct customers, a movement would concern if recorded now. */
export interface MarketMovementPreviewResponse {
  affected: number;
  customers: number;
}

/** POST /api/staff/market-movements/:id/withdraw */
export interface MarketMovementWithdrawnResponse {
  movement: MarketMovement;
}

export interface MarketMovementCreatedResponse {
  movement: MarketMovement;
  affected: number;
}

export type MarketMovementsPage = Page<MarketMovement>;

/** One request a movement concerned (staff: a movement's detail). */
export interface MarketMovementRequestRow {
  valuationId: string;
  reference: string;
  customer: { id: string; firstName: string; lastName: string; email: string };
  brand: string | null;
  value: number;
  estimatedValue: number;
  notifiedAt: string | null;
}

export interface MarketMovementDetailResponse {
  movement: MarketMovement;
  /** The requests it concerned, by reference (paged). */
  requests: Page<MarketMovementRequestRow>;
}

/** The notice on a completed request's page (the newest movement that concerned it). */
export interface MarketNotice {
  movementId: string;
  changePercent: number;
  note: string;
  effectiveFrom: string;
  value: number;
  estimatedValue: number;
  currency: 'GBP';
  notifiedAt: string;
  /** The revaluation requested from this notice, once there is one. */
  revaluationId: string | null;
}

/** The estimated value now: value x (1 + change/100), rounded to the pound. */
export function estimatedValueAfter(value: number, changePercent: number): number {
  return Math.round(value * (1 + changePercent / 100));
}

/** Whether a movement of this size concerns anyone (|change| >= threshold). */
export function movementIsSignificant(changePercent: number): boolean {
  return Math.abs(changePercent) >= MARKET_MOVEMENT_RULES.thresholdPercent;
}

export const MARKET_TEXTS = {
  noticeTitle: 'Market update for your item',
  requestRevaluation: 'Request Revaluation',
  notSignificant: 'Movements under 10% concern no request.',
  /** The create's and the preview's answer (400) to an effective date after today (UK). */
  futureDate:
    'The movement cannot apply from a future date: record it on or after the day it applies from.',
  /** The withdraw's answer (409) once the window has passed. */
  withdrawTooLate: `This movement can no longer be withdrawn: its customers are told ${MARKET_MOVEMENT_RULES.withdrawWindowMinutes} minutes after it is recorded.`,
  /** The withdraw's answer (409) to a movement withdrawn already. */
  alreadyWithdrawn: 'This movement has already been withdrawn.',
  /** The preview before the expert confirms. */
  willBeTold: (customers: number) =>
    customers === 1 ? '1 customer will be told' : `${customers} customers will be told`,
  withdraw: 'Withdraw',
  withdrawn: 'Withdrawn',
  /** The dialog "Request Revaluation" opens: what will be created and its price, then confirm. */
  revaluationTitle: 'Request a revaluation?',
  revaluationDescription:
    'A new valuation request of this item, filled in from this one (description, brand and photos), awaiting payment. Nothing is charged until you pay.',
  revaluationConfirm: (price: string) => `Request revaluation for ${price}`,
} as const;

/** "Request Revaluation" creates a request of this tier, at its catalogue price, without auto-revalue. */
export const REVALUATION_TIER: TierKey = 'standard';

/** Until when a movement recorded at `createdAt` can be withdrawn (its customers told from then). */
export function marketWithdrawableUntil(
  createdAt: Date,
  windowMs = MARKET_MOVEMENT_RULES.withdrawWindowMinutes * 60_000,
): Date {
  return new Date(createdAt.getTime() + windowMs);
}
