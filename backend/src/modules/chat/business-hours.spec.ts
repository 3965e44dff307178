import { isBusinessHours, nextOpening, offHoursReply, sameOffHoursPeriod } from './business-hours';

describe('chat business hours (Mon–Fri 9:00–17:00 UK time)', () => {
  it('knows the hours in winter (GMT) and summer (BST)', () => {
    expect(isBusinessHours(new Date('2026-11-23T09:00:00Z'))).toBe(true); // Monday 9:00 GMT
    expect(isBusinessHours(new Date('2026-11-23T08:59:00Z'))).toBe(false);
    expect(isBusinessHours(new Date('2026-11-23T17:00:00Z'))).toBe(false);
    expect(isBusinessHours(new Date('2026-07-06T08:00:00Z'))).toBe(true); // Monday 9:00 BST
    expect(isBusinessHours(new Date('2026-07-06T16:00:00Z'))).toBe(false); // 17:00 BST
    expect(isBusinessHours(new Date('2026-11-28T12:00:00Z'))).toBe(false); // Saturday
  });

  it('finds the next opening across a weekend', () => {
    // Friday 18:00 → Monday 9:00
    expect(nextOpening(new Date('2026-11-27T18:00:00Z')).toISOString()).toBe(
      '2026-11-30T09:00:00.000Z',
    );
    expect(nextOpening(new Date('2026-07-03T20:30:00Z')).toISOString()).toBe(
      '2026-07-06T08:00:00.000Z',
    );
  });

  it('tells one off-hours period from the next', () => {
    const fridayNight = new Date('2026-11-27T18:00:00Z');
    expect(sameOffHoursPeriod(fridayNight, new Date('2026-11-29T12:00:00Z'))).toBe(true);
    expect(sameOffHoursPeriod(fridayNight, new Date('2026-11-30T18:00:00Z'))).toBe(false);
  });

  it('says when the experts are back and promises a reply within one business day', () => {
    const text = offHoursReply(new Date('2026-11-27T18:00:00Z'));
    expect(text).toContain('Monday 30 November at 09:00');
    expect(text).toContain('within one business day');
  });
});
