import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a signed attachment address works. */
export const SIGNED_URL_TTL_MS = 30 * 60 * 1000;

/**
 * Short-lived signed addresses of chat attachments, so an <img> or a link works without a bearer
 * header: HMAC-SHA256 over "id.expires.variant" with a key derived from the JWT secret (never the
 * secret itself).
 */
export class AttachmentSigner {
  private readonly key: Buffer;

  constructor(jwtSecret: string) {
    this.key = createHmac('sha256', jwtSecret).update('chat-attachment-urls').digest();
  }

  sign(id: string, expiresMs: number, preview: boolean): string {
    return createHmac('sha256', this.key)
      .update(`${id}.${expiresMs}.${preview ? 'preview' : 'file'}`)
      .digest('base64url');
  }

  url(id: string, nowMs: number, preview = false): string {
    const expires = Math.floor((nowMs + SIGNED_URL_TTL_MS) / 60000) * 60000 + 60000;
    const sig = this.sign(id, expires, preview);
    return `/api/chat/attachments/${id}?expires=${expires}&sig=${sig}${preview ? '&preview=1' : ''}`;
  }

  verify(id: string, expires: unknown, sig: unknown, preview: boolean, nowMs: number): boolean {
    if (typeof expires !== 'string' || typeof sig !== 'string' || !/^\d{1,15}$/.test(expires))
      return false;
    const expiresMs = Number(expires);
    if (expiresMs < nowMs) return false;
    const expected = Buffer.from(this.sign(id, expiresMs, preview));
    const given = Buffer.from(sig);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
