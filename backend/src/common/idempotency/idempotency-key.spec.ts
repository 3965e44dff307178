import { IDEMPOTENCY_ERRORS } from '@valuation/contracts';
import { DomainError } from '../domain-error';
import { idempotencyKeyOf, violatesUnique } from './idempotency-key';

describe('idempotencyKeyOf', () => {
  it('answers the key, or null without the header', () => {
    expect(idempotencyKeyOf({ headers: { 'idempotency-key': 'a1b2c3d4-e5f6' } })).toBe(
      'a1b2c3d4-e5f6',
    );
    expect(idempotencyKeyOf({ headers: {} })).toBeNull();
  });

  it.each(['short', 'x'.repeat(65), 'has space here', 'semi;colon1'])(
    'refuses %p with a sentence naming the header',
    (key) => {
      expect(() => idempotencyKeyOf({ headers: { 'idempotency-key': key } })).toThrow(
        new DomainError('INVALID_INPUT', IDEMPOTENCY_ERRORS.badKey),
      );
    },
  );
});

describe('violatesUnique', () => {
  it('is true only for a unique violation of that index', () => {
    const clash = Object.assign(
      new Error('duplicate key value violates unique constraint "UQ_a"'),
      {
        code: '23505',
      },
    );
    expect(violatesUnique(clash, 'UQ_a')).toBe(true);
    expect(violatesUnique(clash, 'UQ_b')).toBe(false);
    expect(
      violatesUnique(Object.assign(new Error('x'), { code: '23505', constraint: 'UQ_b' }), 'UQ_b'),
    ).toBe(true);
    expect(violatesUnique(new Error('other'), 'UQ_a')).toBe(false);
  });
});
