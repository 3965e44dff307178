/**
 * The chat between a customer and the valuation experts (docs/product.md §2 Chat, §3 Chat message,
 * §4 Chat, §5 Chat send and file picker; contracts: Chat). One conversation per customer.
 */
import type { ServiceType } from './catalogue';
import { MAX_UPLOAD_BYTES, type Page } from './common';
import type { StaffPerson } from './staff-valuations';
import type { ValuationStatus } from './valuations';

export const MESSAGE_STATUSES = ['sent', 'delivered', 'read'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const SENDER_ROLES = ['customer', 'expert', 'system'] as const;
export type SenderRole = (typeof SENDER_ROLES)[number];

/** Accessible names of the status icons (a screen reader hears the state). */
export const MESSAGE_STATUS_LABELS: Record<MessageStatus, string> = {
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
};

export interface ChatAttachment {
  id: string;
  name: string;
  type: string;
  size: number;
  /** Short-lived signed URL, usable in an <img> or a link without a bearer header. */
  url: string;
  /** A small preview for images. */
  previewUrl?: string;
}

export interface ChatMessage {
  id: string;
  conversationId: string;
  content: string;
  /** ISO 8601. */
  timestamp: string;
  senderId: string;
  senderRole: SenderRole;
  /** The sender's first name as the other side sees it ("Luxe Valuations" for system). */
  senderName?: string;
  status: MessageStatus;
  attachments: ChatAttachment[];
  valuationId?: string;
  /** The linked request's reference, shown as a link. */
  valuationReference?: string;
}

export interface ChatMessagesQuery {
  /** A message id: answer the page just older than it. */
  before?: string;
  /** 1–100, default 50. */
  limit?: number;
}

/** `{messages, hasMore}`: oldest first within the page, the newest page by default. */
export interface ChatMessagesResponse {
  messages: ChatMessage[];
  hasMore: boolean;
}

export interface ChatMessageResponse {
  message: ChatMessage;
}

/** The multipart fields of POST /api/chat/messages (beside 0–5 `attachments`). */
export interface SendChatMessageFields {
  content?: string;
  valuationId?: string;
}

export const CHAT_ATTACHMENTS_FIELD = 'attachments';

export interface MarkReadRequest {
  messageIds: string[];
}

export const CHAT_LIMITS = {
  maxContentLength: 4000,
  maxAttachments: 5,
  maxAttachmentBytes: MAX_UPLOAD_BYTES,
  /** Judged by content. */
  attachmentTypes: [
    'image/jpeg',
    'image/png',
    'image/gif',
    'image/webp',
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
  /** The file picker's accept attribute (docs/product.md §5, Chat file picker). */
  accept: 'image/*,.pdf,.doc,.docx',
  defaultPageSize: 50,
  maxPageSize: 100,
  maxReadIds: 200,
  /** Typing indicator lifetime after each keystroke (ms). */
  typingMs: 1500,
  /** Scroll-to-bottom button threshold (px). */
  scrollThresholdPx: 100,
  /** An unread expert reply is mailed after this many minutes to a customer with no live connection. */
  offlineMailMinutes: 5,
  /** Socket events a client may send per second before being throttled. */
  socketEventsPerSecond: 20,
} as const;

/**
 * Experts' hours for the chat: Monday to Friday 9:00–17:00 UK time (the spec's "9am to 5pm"; the
 * office's opening hours on the contact page are another thing). `summary` is how the automatic
 * reply states them. An expert's message in the last `liveMinutes` makes a conversation live: the
 * customer's next message gets no automatic reply.
 */
export const CHAT_HOURS = {
  days: [1, 2, 3, 4, 5],
  startHour: 9,
  endHour: 17,
  timeZone: 'Europe/London',
  summary: 'Monday to Friday, 9am to 5pm UK time',
  liveMinutes: 30,
} as const;

export const CHAT_TEXTS = {
  title: 'Expert Chat',
  online: 'Online',
  reconnecting: 'Reconnecting...',
  connected: 'Connected with a valuation expert',
  typing: 'Expert is typing...',
  emptyTitle: 'Start a conversation',
  emptyText: 'Our team is here to help with your valuation needs',
  panelTitle: 'Chat Support',
  // The spec said "GMT"; the hours are UK time (GMT in winter, BST in summer), as said everywhere.
  footerNote: `Our experts are available ${CHAT_HOURS.summary}`,
  placeholder: 'Type a message...',
  loadFailed: 'Failed to load messages',
  sendFailed: 'Failed to send message',
  imageFailed: 'Failed to load image',
  blankMessage: 'A message needs text or at least one attachment.',
} as const;

// --- Real time (Socket.IO at /api/socket.io) --------------------------------------------------

export const SOCKET_PATH = '/api/socket.io';

export const SOCKET_EVENTS = {
  messageNew: 'message:new',
  messageStatus: 'message:status',
  typing: 'typing',
  conversationUpdated: 'conversation:updated',
  presence: 'presence',
  messageDelivered: 'message:delivered',
} as const;

export interface MessageNewEvent {
  message: ChatMessage;
}

export interface MessageStatusEvent {
  messageIds: string[];
  status: MessageStatus;
}

export interface TypingEvent {
  conversationId: string;
  role: SenderRole;
}

/** Server → staff: a customer's live connection came or went (the console's "Customer online"). */
export interface PresenceEvent {
  customerId: string;
  online: boolean;
}

/** Client → server: `typing {conversationId?}` (staff name the conversation). */
export interface ClientTypingEvent {
  conversationId?: string;
}

export interface ClientDeliveredEvent {
  messageIds: string[];
}

// --- Staff inbox ------------------------------------------------------------------------------

export const CONVERSATION_STATUSES = ['open', 'resolved'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

export const CONVERSATION_VIEWS = ['mine', 'unassigned', 'all'] as const;
export type ConversationView = (typeof CONVERSATION_VIEWS)[number];

/** A customer or an expert as staff see them beside a conversation (the staff console's one person shape). */
export type ConversationPerson = StaffPerson;

export interface Conversation {
  id: string;
  customer: ConversationPerson;
  assignee: ConversationPerson | null;
  status: ConversationStatus;
  /** Customer messages staff have not read. */
  unreadCount: number;
  lastMessage: Pick<ChatMessage, 'content' | 'timestamp' | 'senderRole'> | null;
  lastMessageAt: string | null;
  createdAt: string;
}

export interface ConversationUpdatedEvent {
  conversation: Conversation;
}

export interface StaffConversationsQuery {
  view?: ConversationView;
  status?: ConversationStatus;
  search?: string;
  page?: number;
  pageSize?: number;
}

export type ConversationsPage = Page<Conversation>;

export interface ConversationValuation {
  id: string;
  reference: string;
  serviceType: ServiceType;
  status: ValuationStatus;
  createdAt: string;
}

export interface StaffConversationResponse {
  conversation: Conversation;
  valuations: ConversationValuation[];
  /** The customer has a live connection now (then `presence` events keep it current). */
  customerOnline: boolean;
}

export interface UpdateConversationRequest {
  assigneeId?: string | null;
  status?: ConversationStatus;
}
