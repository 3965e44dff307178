import {
  cardCvcProblem,
  cardExpiryProblem,
  cardNameProblem,
  cardNumberProblem,
} from '@valuation/contracts';

/**
 * The checks of the test payment page's card form (contracts: Payments): Luhn, MM/YY, CVC. The
 * rules are the contracts' (the page checks the same on the field); this gathers them per field.
 */
export interface CardProblem {
  field: 'name' | 'cardNumber' | 'expiry' | 'cvc';
  message: string;
}

export function cardProblems(
  card: { name: string; cardNumber: string; expiry: string; cvc: string },
  now: Date,
): CardProblem[] {
  const checks: [CardProblem['field'], string | null][] = [
    ['name', cardNameProblem(card.name)],
    ['cardNumber', cardNumberProblem(card.cardNumber)],
    ['expiry', cardExpiryProblem(card.expiry, now)],
    ['cvc', cardCvcProblem(card.cvc)],
  ];
  return checks.flatMap(([field, message]) => (message ? [{ field, message }] : []));
}
