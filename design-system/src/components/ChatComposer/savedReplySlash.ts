import type { SavedReply } from '@valuation/contracts';

/** "/" at the start of the message or after a space, then the query typed so far (no space). */
const SLASH = /(^|\s)\/([^\s/]{0,60})$/;

/** The saved-reply query at the end of the text ("/case" → "case"), or null when none is open. */
export function slashQuery(text: string): string | null {
  const match = SLASH.exec(text);
  return match ? match[2] : null;
}

/** The replies whose name, then whose text, holds the query (case-insensitive), at most `max`. */
export function matchReplies(replies: readonly SavedReply[], query: string, max = 8): SavedReply[] {
  const q = query.toLocaleLowerCase('en-GB');
  const byTitle = replies.filter((r) => r.title.toLocaleLowerCase('en-GB').includes(q));
  const byText = replies.filter(
    (r) => !byTitle.includes(r) && r.content.toLocaleLowerCase('en-GB').includes(q),
  );
  return [...byTitle, ...byText].slice(0, max);
}

/** The text with "/query" replaced by the reply's text. */
export function insertReply(text: string, reply: Pick<SavedReply, 'content'>): string {
  return text.replace(SLASH, (_all, lead: string) => `${lead}${reply.content}`);
}
