import { hkdfSync } from 'node:crypto';

/**
 * The one way a key for one purpose is derived from the JWT secret (refresh-token successors,
 * signed file URLs…): HKDF-SHA256 with the product's salt and the purpose as info, 32 bytes. The
 * secret itself never signs anything but access tokens, and no two purposes share a key.
 */
export function deriveKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'luxe-valuations', purpose, 32));
}
