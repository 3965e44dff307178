import { DateTime } from 'luxon';
import { VISIT_FIELD_MESSAGES as M } from '@valuation/contracts';
import { dayStarts, isBankHoliday, londonDay, parseInstant, startProblem } from './visit-calendar';

describe('visit calendar', () => {
  const now = new Date('2026-03-02T08:00:00Z');

  it('opens at 09:00 London time in winter and in summer', () => {
    const winter = dayStarts(londonDay('2026-03-03')!, 2);
    const summer = dayStarts(londonDay('2026-07-07')!, 2);
    expect(winter[0].toUTC().toISO()).toBe('2026-03-03T09:00:00.000Z');
    expect(summer[0].toUTC().toISO()).toBe('2026-07-07T08:00:00.000Z');
    // 09:00 to 16:00 for a two-hour visit ending by 18:00
    expect(winter.map((s) => s.toFormat('HH:mm')).at(-1)).toBe('16:00');
    expect(winter).toHaveLength(15);
  });

  it('keeps Saturdays short and closes on Sundays and bank holidays', () => {
    const saturday = dayStarts(londonDay('2026-03-07')!, 1).map((s) => s.toFormat('HH:mm'));
    expect(saturday[0]).toBe('10:00');
    expect(saturday.at(-1)).toBe('15:00');
    expect(dayStarts(londonDay('2026-03-08')!, 1)).toEqual([]);
    expect(isBankHoliday('2026-04-06')).toBe(true);
    expect(dayStarts(londonDay('2026-04-06')!, 1)).toEqual([]);
    expect(isBankHoliday('2026-04-07')).toBe(false);
  });

  it('names what is wrong with a start', () => {
    const at = (iso: string) => parseInstant(iso)!;
    expect(startProblem(at('2026-03-04T09:00:00Z'), 1, now)).toBeNull();
    expect(startProblem(at('2026-03-04T09:15:00Z'), 1, now)).toBe(M.startStep);
    expect(startProblem(at('2026-03-02T10:00:00Z'), 1, now)).toBe(M.startPast);
    expect(startProblem(at('2026-05-04T09:00:00+01:00'), 1, now)).toBe(M.startTooFar);
    expect(startProblem(at('2026-03-08T10:00:00Z'), 1, now)).toBe(M.startClosed);
    expect(startProblem(at('2026-03-04T17:30:00Z'), 1, now)).toBe(M.startClosed);
    expect(startProblem(at('2026-03-04T17:00:00Z'), 1, now)).toBeNull();
  });

  it('reads only ISO 8601 instants with a zone', () => {
    expect(parseInstant('2026-03-04T09:00:00')).toBeNull();
    expect(parseInstant('2026-02-30T09:00:00Z')).toBeNull();
    expect(parseInstant('tomorrow')).toBeNull();
    expect(parseInstant('2026-03-04T09:00:00+00:00')?.toISOString()).toBe(
      '2026-03-04T09:00:00.000Z',
    );
    expect(DateTime.fromISO('2026-03-04').isValid).toBe(true);
  });
});
