import { VALUATION_RULES } from '../api/valuations';
import { textProblem } from './text';

/**
 * The built-in test payment page's card fields (contracts: Payments), as the page checks them on
 * the field. The texts are the server's (backend payments/card-details.ts), so the page and the
 * API's 400 say the same.
 */
export const CARD_MESSAGES = {
  nameRequired: 'Name on card is required',
  numberInvalid: 'Your card number is invalid.',
  expiryInvalid: "Your card's expiry date is invalid (MM/YY).",
  expiryPast: "Your card's expiry date is in the past.",
  cvcInvalid: "Your card's security code is invalid.",
} as const;

/** 12–19 digits (spaces allowed) passing the Luhn check. */
export function cardNumberProblem(value: unknown): string | null {
  if (typeof value !== 'string' || !/^[\d\s-]+$/.test(value)) return CARD_MESSAGES.numberInvalid;
  const digits = value.replace(/[\s-]/g, '');
  if (digits.length < 12 || digits.length > 19) return CARD_MESSAGES.numberInvalid;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0 ? null : CARD_MESSAGES.numberInvalid;
}

/** MM/YY, not before the current month (`now` defaults to the runtime's clock). */
export function cardExpiryProblem(value: unknown, now: Date = new Date()): string | null {
  const match = typeof value === 'string' ? /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim()) : null;
  if (!match) return CARD_MESSAGES.expiryInvalid;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return CARD_MESSAGES.expiryInvalid;
  const year = 2000 + Number(match[2]);
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return year * 12 + (month - 1) < current ? CARD_MESSAGES.expiryPast : null;
}

export function cardCvcProblem(value: unknown): string | null {
  return typeof value === 'string' && /^\d{3,4}$/.test(value.trim())
    ? null
    : CARD_MESSAGES.cvcInvalid;
}

export function cardNameProblem(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== ''
    ? textProblem(value, 'Name on card', VALUATION_RULES.maxNameLength)
    : CARD_MESSAGES.nameRequired;
}
