import { CATALOGUE, catalogueService, type Catalogue } from '../api/catalogue';
import { londonDate } from './uk-format';

/**
 * UK business days (docs/product.md §9, turnaround): Monday to Friday except the bank holidays of
 * England and Wales. Dates are counted on the London calendar day of the given instant; the due
 * time keeps the time of day of the start. Used for a request's due date (payment + the tier's
 * turnaround's upper bound) by the server and for showing it.
 */

/** Bank holidays of England and Wales (gov.uk/bank-holidays), YYYY-MM-DD. */
export const UK_BANK_HOLIDAYS: readonly string[] = [
  '2025-01-01',
  '2025-04-18',
  '2025-04-21',
  '2025-05-05',
  '2025-05-26',
  '2025-08-25',
  '2025-12-25',
  '2025-12-26',
  '2026-01-01',
  '2026-04-03',
  '2026-04-06',
  '2026-05-04',
  '2026-05-25',
  '2026-08-31',
  '2026-12-25',
  '2026-12-28',
  '2027-01-01',
  '2027-03-26',
  '2027-03-29',
  '2027-05-03',
  '2027-05-31',
  '2027-08-30',
  '2027-12-27',
  '2027-12-28',
  '2028-01-03',
  '2028-04-14',
  '2028-04-17',
  '2028-05-01',
  '2028-05-29',
  '2028-08-28',
  '2028-12-25',
  '2028-12-26',
];

const HOLIDAYS = new Set(UK_BANK_HOLIDAYS);
const DAY_MS = 24 * 60 * 60 * 1000;

/** True on a London weekday that is not a bank holiday of England and Wales. */
export function isUkBusinessDay(at: Date): boolean {
  const date = londonDate(at);
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !HOLIDAYS.has(date);
}

/** `days` business days after `start` (the start day itself never counts). */
export function addUkBusinessDays(start: Date, days: number): Date {
  let at = start.getTime();
  let left = Math.max(0, Math.floor(days));
  while (left > 0) {
    at += DAY_MS;
    if (isUkBusinessDay(new Date(at))) left -= 1;
  }
  return new Date(at);
}

/** The upper bound of a turnaround text: "2-4 business days" → 4, "1 business day" → 1. */
export function turnaroundMaxDays(turnaround: string): number {
  const numbers = turnaround.match(/\d+/g)?.map(Number) ?? [];
  return numbers.length > 0 ? Math.max(...numbers) : 0;
}

/**
 * When a request paid at `paidAt` is due: the tier's turnaround's upper bound in UK business days.
 * The one computation of a due date: the staff queue's "Due" and the customer's "Expected by"
 * both read the `dueAt` it fixes at payment (and at a prepaid revaluation's opening).
 */
export function valuationDueAt(
  paidAt: Date,
  serviceType: string,
  serviceTier: string,
  catalogue: Catalogue = CATALOGUE,
): Date {
  const tier = catalogueService(serviceType, catalogue)?.tiers[serviceTier as 'express'];
  return addUkBusinessDays(paidAt, turnaroundMaxDays(tier?.turnaround ?? '5'));
}
