import { CATALOGUE } from '../api/catalogue';
import {
  addUkBusinessDays,
  isUkBusinessDay,
  turnaroundMaxDays,
  valuationDueAt,
} from './business-days';
import { londonDate } from './uk-format';

describe('UK business days', () => {
  it('skips weekends', () => {
    // Friday 20 Nov 2026, 15:00 London → 1 business day later is Monday 23 Nov.
    const friday = new Date('2026-11-20T15:00:00Z');
    expect(londonDate(addUkBusinessDays(friday, 1))).toBe('2026-11-23');
    expect(londonDate(addUkBusinessDays(friday, 4))).toBe('2026-11-26');
  });

  it('skips bank holidays of England and Wales', () => {
    // Thursday 24 Dec 2026: 25 Dec (Fri) and 28 Dec (Mon, substitute) are holidays.
    const christmasEve = new Date('2026-12-24T10:00:00Z');
    expect(isUkBusinessDay(new Date('2026-12-25T10:00:00Z'))).toBe(false);
    expect(londonDate(addUkBusinessDays(christmasEve, 1))).toBe('2026-12-29');
  });

  it('counts from the next business day when paid at a weekend', () => {
    const saturday = new Date('2026-11-21T09:00:00Z');
    expect(londonDate(addUkBusinessDays(saturday, 1))).toBe('2026-11-23');
  });

  it('uses the London date, not the UTC one', () => {
    // 23:30 UTC on Sunday 31 May 2026 is already Monday 1 June in London (BST).
    expect(londonDate(new Date('2026-05-31T23:30:00Z'))).toBe('2026-06-01');
  });

  it('reads the upper bound of every catalogue turnaround', () => {
    expect(turnaroundMaxDays('1 business day')).toBe(1);
    expect(turnaroundMaxDays('2-4 business days')).toBe(4);
    for (const service of CATALOGUE.services) {
      for (const tier of Object.values(service.tiers)) {
        expect(turnaroundMaxDays(tier.turnaround)).toBeGreaterThan(0);
      }
    }
  });

  it("gives a request's due date from its tier's turnaround (the one due-date function)", () => {
    // Friday 20 Nov 2026: an express watch (1 business day) is due Monday 23; a standard art
    // valuation (4-7 business days) Tuesday 1 December.
    const friday = new Date('2026-11-20T10:00:00Z');
    expect(valuationDueAt(friday, 'watch', 'express').toISOString()).toBe(
      '2026-11-23T10:00:00.000Z',
    );
    expect(londonDate(valuationDueAt(friday, 'art', 'standard'))).toBe('2026-12-01');
  });
});
