import { CHAT_LIMITS } from './chat';
import { hasControlCharacters, textProblem } from '../rules/text';

/**
 * Saved replies (docs/product.md §2.21): texts an expert inserts into a chat message by typing "/"
 * in the staff composer. Each expert has their own; shared ones (`shared: true`, kept by admins)
 * are offered to every expert. The starter set is shared.
 */
export interface SavedReply {
  id: string;
  /** The short name typed after "/" to find it. */
  title: string;
  content: string;
  shared: boolean;
  /** The caller may edit and delete it (their own; shared ones: admins). */
  editable: boolean;
  updatedAt: string;
}

export interface SavedRepliesResponse {
  replies: SavedReply[];
}

export interface SavedReplyResponse {
  reply: SavedReply;
}

export interface CreateSavedReplyRequest {
  title: string;
  content: string;
  /** Offered to every expert (admins only). */
  shared?: boolean;
}

export type UpdateSavedReplyRequest = Partial<Pick<CreateSavedReplyRequest, 'title' | 'content'>>;

export const SAVED_REPLY_LIMITS = {
  title: 60,
  content: CHAT_LIMITS.maxContentLength,
  /** Per expert (their own), so the "/" list stays short enough to scan. */
  perExpert: 100,
} as const;

export const SAVED_REPLY_TEXTS = {
  notFound: 'Saved reply not found.',
  sharedAdminsOnly: 'Only an admin can add, change or delete a shared reply.',
  tooMany: `You have ${SAVED_REPLY_LIMITS.perExpert} saved replies already; delete one first.`,
  controlCharacters: 'Text must not contain control characters.',
} as const;

/** The form's and the API's rules (one message each, or null). */
export const SAVED_REPLY_RULES = {
  title: (value: unknown) =>
    textProblem(value, 'Name', SAVED_REPLY_LIMITS.title) ??
    (hasControlCharacters(value as string) ? SAVED_REPLY_TEXTS.controlCharacters : null),
  content: (value: unknown) =>
    textProblem(value, 'Text', SAVED_REPLY_LIMITS.content) ??
    (hasControlCharacters(value as string) ? SAVED_REPLY_TEXTS.controlCharacters : null),
} as const;
