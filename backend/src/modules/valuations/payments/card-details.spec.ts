import { cardProblems, luhnValid } from './card-details';

describe('test card details', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const card = { name: 'Jane Doe', cardNumber: '4242 4242 4242 4242', expiry: '11/26', cvc: '123' };

  it('accepts Stripe test numbers (Luhn-valid) and this month as expiry', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(cardProblems(card, now)).toEqual([]);
    expect(cardProblems({ ...card, cvc: '1234', cardNumber: '4242-4242-4242-4242' }, now)).toEqual(
      [],
    );
  });

  it('names each malformed field', () => {
    expect(luhnValid('4242424242424241')).toBe(false);
    const fields = (c: Partial<typeof card>) =>
      cardProblems({ ...card, ...c }, now).map((p) => p.field);
    expect(fields({ cardNumber: '4242 4242 4242 4241' })).toEqual(['cardNumber']);
    expect(fields({ cardNumber: '4242' })).toEqual(['cardNumber']);
    expect(fields({ expiry: '10/26' })).toEqual(['expiry']);
    expect(fields({ expiry: '00/30' })).toEqual(['expiry']);
    expect(fields({ expiry: '1230' })).toEqual(['expiry']);
    expect(fields({ cvc: '12' })).toEqual(['cvc']);
    expect(fields({ cvc: '12a' })).toEqual(['cvc']);
    expect(fields({ name: '  ' })).toEqual(['name']);
  });
});
