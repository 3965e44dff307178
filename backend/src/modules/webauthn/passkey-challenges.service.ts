import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, LessThan, Repository } from 'typeorm';
import { takeOne } from '../../database/atomic-claim';
import { ChallengeKind, WebauthnChallenge } from './entities/webauthn-challenge.entity';

export const CHALLENGE_TTL_MS = 5 * 60_000;

/**
 * WebAuthn challenges kept server-side: issued with the options, valid 5 minutes, and taken out
 * of the table when a response comes back, so each works once even under concurrent requests.
 */
@Injectable()
export class PasskeyChallengesService {
  /** The clock (replaceable in unit specs). */
  now: () => Date = () => new Date();

  constructor(
    @InjectRepository(WebauthnChallenge)
    private readonly challenges: Repository<WebauthnChallenge>,
  ) {}

  /** Stores a challenge for 5 minutes, and drops the expired ones while at it. */
  async store(challenge: string, kind: ChallengeKind, userId: string | null): Promise<void> {
    const now = this.now();
    await this.challenges.delete({ expiresAt: LessThan(now) });
    await this.challenges.insert({
      challenge,
      kind,
      userId,
      expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
    });
  }

  /**
   * Takes the challenge (only one request can) and tells whether it was still valid. A
   * registration challenge belongs to one account; a sign-in challenge to none.
   */
  async consume(challenge: string, kind: ChallengeKind, userId: string | null): Promise<boolean> {
    const taken = await takeOne(this.challenges, { challenge, kind, userId: userId ?? IsNull() }, [
      'expiresAt',
    ]);
    return taken !== null && new Date(taken.expiresAt) > this.now();
  }
}
