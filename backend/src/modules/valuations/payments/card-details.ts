/** The checks of the test payment page's card form (contracts: Payments): Luhn, MM/YY, CVC. */
export interface CardProblem {
  field: 'name' | 'cardNumber' | 'expiry' | 'cvc';
  message: string;
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardProblems(
  card: { name: string; cardNumber: string; expiry: string; cvc: string },
  now: Date,
): CardProblem[] {
  const problems: CardProblem[] = [];
  if (card.name.trim() === '')
    problems.push({ field: 'name', message: 'Name on card is required' });
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) {
    problems.push({ field: 'cardNumber', message: 'Your card number is invalid.' });
  }
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  const month = expiry ? Number(expiry[1]) : 0;
  if (!expiry || month < 1 || month > 12) {
    problems.push({ field: 'expiry', message: "Your card's expiry date is invalid (MM/YY)." });
  } else {
    const year = 2000 + Number(expiry[2]);
    const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
    if (year * 12 + (month - 1) < thisMonth) {
      problems.push({ field: 'expiry', message: "Your card's expiry date is in the past." });
    }
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) {
    problems.push({ field: 'cvc', message: "Your card's security code is invalid." });
  }
  return problems;
}
