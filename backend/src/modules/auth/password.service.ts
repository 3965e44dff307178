import { Injectable, OnModuleInit } from '@nestjs/common';
import * as argon2 from 'argon2';

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

@Injectable()
export class PasswordService implements OnModuleInit {
  private dummyHash = '';

  async onModuleInit(): Promise<void> {
    // Verified against when the account does not exist, so sign-in takes as long either way.
    this.dummyHash = await argon2.hash('not-a-real-password-Aa1!', ARGON2_OPTIONS);
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, ARGON2_OPTIONS);
  }

  /** Never throws; a null/unknown hash still costs one full verification. */
  async verify(hash: string | null | undefined, password: string): Promise<boolean> {
    try {
      if (!hash) {
        await argon2.verify(this.dummyHash, password);
        return false;
      }
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }
}
