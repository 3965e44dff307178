import { createHash, randomBytes } from 'node:crypto';

/**
 * Random bytes, URL-safe: what goes into cookies (32 bytes) and reset links (24 bytes = 192 bits,
 * so the link fits a 76-column line and the mail's text part stays plain 7-bit, readable as is).
 */
export function generateOpaqueToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Only this sha256 hex digest is stored, so a database leak reveals no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
