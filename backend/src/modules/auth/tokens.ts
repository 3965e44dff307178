import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, URL-safe: what goes into cookies and reset links. */
export function generateOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this sha256 hex digest is stored, so a database leak reveals no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
