import { randomInt } from 'node:crypto';
import { violatesUnique } from '../../common/idempotency/idempotency-key';

/** Reference alphabet: no 0/O, 1/I/L, so a reference read aloud or typed is unambiguous. */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A random, unguessable request reference such as LV-7K3Q-9M2D. */
export function newReference(): string {
  const pick = () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  const block = () => Array.from({ length: 4 }, pick).join('');
  return `LV-${block()}-${block()}`;
}

/** Runs `insert` with a fresh random reference, again on the (unlikely) unique clash. */
export async function insertWithReference(
  insert: (reference: string) => Promise<void>,
): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await insert(newReference());
      return;
    } catch (err) {
      const clash = violatesUnique(err, 'UQ_valuation_requests_reference');
      if (!clash || attempt >= 4) throw err;
    }
  }
}
