import { CARD_MESSAGES, cardCvcProblem, cardExpiryProblem, cardNumberProblem } from './card';

describe('card rules', () => {
  it('takes Stripe’s test numbers and refuses a number failing the Luhn check', () => {
    expect(cardNumberProblem('4242 4242 4242 4242')).toBeNull();
    expect(cardNumberProblem('4000 0000 0000 0002')).toBeNull();
    expect(cardNumberProblem('4242 4242 4242 4241')).toBe(CARD_MESSAGES.numberInvalid);
    expect(cardNumberProblem('4242')).toBe(CARD_MESSAGES.numberInvalid);
    expect(cardNumberProblem('4242 4242 4242 424x')).toBe(CARD_MESSAGES.numberInvalid);
  });

  it('refuses an expiry in the past or malformed', () => {
    const now = new Date('2026-11-23T00:00:00Z');
    expect(cardExpiryProblem('11/26', now)).toBeNull();
    expect(cardExpiryProblem('10/26', now)).toBe(CARD_MESSAGES.expiryPast);
    expect(cardExpiryProblem('13/30', now)).toBe(CARD_MESSAGES.expiryInvalid);
    expect(cardExpiryProblem('1230', now)).toBe(CARD_MESSAGES.expiryInvalid);
  });

  it('wants a 3 or 4 digit CVC', () => {
    expect(cardCvcProblem('123')).toBeNull();
    expect(cardCvcProblem('1234')).toBeNull();
    expect(cardCvcProblem('12')).toBe(CARD_MESSAGES.cvcInvalid);
  });
});
