import { insertWithReference, newReference } from './valuation-reference';

describe('request references', () => {
  it('are LV- and two blocks of four unambiguous characters', () => {
    for (let i = 0; i < 200; i++)
      expect(newReference()).toMatch(/^LV-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
  });

  it('are drawn again on a unique clash, and other failures are not retried', async () => {
    const seen: string[] = [];
    await insertWithReference(async (ref) => {
      seen.push(ref);
      if (seen.length < 3)
        throw Object.assign(new Error('duplicate'), {
          code: '23505',
          constraint: 'UQ_valuation_requests_reference',
        });
    });
    expect(seen).toHaveLength(3);
    // a clash on another index (the request's Idempotency-Key) is not a reference to draw again
    const keyClash = Object.assign(new Error('duplicate'), {
      code: '23505',
      constraint: 'UQ_valuation_requests_clientKey',
    });
    await expect(
      insertWithReference(async () => {
        throw keyClash;
      }),
    ).rejects.toBe(keyClash);
    let calls = 0;
    await expect(
      insertWithReference(async () => {
        calls++;
        throw new Error('connection lost');
      }),
    ).rejects.toThrow('connection lost');
    expect(calls).toBe(1);
  });
});
