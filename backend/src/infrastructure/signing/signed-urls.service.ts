import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Clock } from '../clock/clock';
import { AuthConfig } from '../config/auth.config';
import { deriveKey } from './derive-key';

/** How long a file URL the API hands out works (contracts: at most one hour). */
export const SIGNED_URL_TTL_SECONDS = 30 * 60;
const MAX_TTL_SECONDS = 60 * 60;

/** What a signed URL is for: a kind of file, its id and the variant (the file or its preview). */
export interface SignedFile {
  kind: 'valuation-photo' | 'chat-attachment' | 'expert-signature';
  id: string;
  variant: 'full' | 'preview';
}

/** The query of a signed URL as it arrives (anything, until verified). */
export interface SignatureQuery {
  exp?: unknown;
  sig?: unknown;
}

/**
 * The one way a private file is handed out (ADR 013): a URL of the API's own path with `exp`
 * (Unix seconds) and `sig` = HMAC-SHA256 over kind, id, variant and expiry, with a key derived
 * for this purpose only. It works in an <img> without a bearer header, for at most an hour; a
 * changed signature, a later expiry, another file's or another variant's signature is refused.
 * The expiry is rounded up to the minute, so a page's URLs stay the same for a minute and the
 * browser's cache can serve them.
 */
@Injectable()
export class SignedUrlService {
  private readonly key: Buffer;

  constructor(
    config: ConfigService,
    private readonly clock: Clock,
  ) {
    this.key = deriveKey(config.getOrThrow<AuthConfig>('auth').jwtSecret, 'signed file urls v1');
  }

  /** `path` (the API's route of the file, e.g. /api/chat/attachments/:id) with a fresh signature. */
  sign(path: string, file: SignedFile): string {
    const exp = Math.ceil((this.clock.nowMs() / 1000 + SIGNED_URL_TTL_SECONDS) / 60) * 60;
    return `${path}?variant=${file.variant}&exp=${exp}&sig=${this.signature(file, exp)}`;
  }

  /** True when the query carries this file's valid, unexpired signature. */
  verify(file: SignedFile, query: SignatureQuery): boolean {
    const { exp, sig } = query;
    if (typeof exp !== 'string' || typeof sig !== 'string') return false;
    if (!/^\d{1,12}$/.test(exp) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return false;
    const expected = Buffer.from(this.signature(file, Number(exp)));
    const given = Buffer.from(sig);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    const nowSeconds = this.clock.nowMs() / 1000;
    return Number(exp) >= nowSeconds && Number(exp) <= nowSeconds + MAX_TTL_SECONDS + 60;
  }

  private signature(file: SignedFile, exp: number): string {
    return createHmac('sha256', this.key)
      .update(`${file.kind}\n${file.id.toLowerCase()}\n${file.variant}\n${exp}`)
      .digest('base64url');
  }
}
