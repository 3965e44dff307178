import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { AccessTokenPayload } from './auth.types';

/** Enough for every session active within a token's 15 minutes on one process, a few MB at most. */
export const MAX_VERIFIED_TOKENS = 10_000;

interface Verified {
  claims: Readonly<Partial<AccessTokenPayload>>;
  /** The token's `exp` (seconds since the epoch). */
  exp: number;
}

/**
 * Checks an access token (HS256 signature, expiry) and answers its claims, remembering the claims
 * of each token that verified until the token expires: a session sends the same token with every
 * request, and verifying it again (decode, HMAC, JSON) was a sixth of an authenticated request.
 *
 * Safe because a token that verified under the secret verifies again until its `exp`, so only the
 * time needs checking again (the same way jsonwebtoken does). Whether the session still stands is
 * not remembered here: SessionsService (the session cache, ADR 003) decides that on every request.
 * Only tokens that verified are stored, so a flood of forged tokens costs verification, not memory.
 */
@Injectable()
export class AccessTokenVerifier {
  private readonly verified = new Map<string, Verified>();

  constructor(private readonly jwt: JwtService) {}

  /** The token's claims, or null when its signature, form or expiry is wrong. */
  verify(token: string): Readonly<Partial<AccessTokenPayload>> | null {
    const nowSeconds = Math.floor(Date.now() / 1000);
    const known = this.verified.get(token);
    if (known) {
      if (nowSeconds < known.exp) return known.claims;
      this.verified.delete(token);
      return null;
    }
    let claims: Partial<AccessTokenPayload> & { exp?: unknown; nbf?: unknown };
    try {
      claims = this.jwt.verify(token);
    } catch {
      return null;
    }
    // Our tokens always carry exp and never nbf; anything else is simply verified every time.
    if (typeof claims.exp === 'number' && claims.nbf === undefined) {
      if (this.verified.size >= MAX_VERIFIED_TOKENS) {
        // The oldest first (a Map iterates in insertion order).
        const oldest = this.verified.keys().next().value;
        if (oldest !== undefined) this.verified.delete(oldest);
      }
      this.verified.set(token, { claims: Object.freeze(claims), exp: claims.exp });
    }
    return claims;
  }
}
