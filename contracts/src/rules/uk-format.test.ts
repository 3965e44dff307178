import { formatGbp, formatUkDay } from './uk-format';

describe('UK formats', () => {
  const now = new Date('2026-11-20T10:00:00Z');

  it('writes a day as "Thursday 26 November", on the London calendar', () => {
    expect(formatUkDay('2026-11-26T15:00:00Z', now)).toBe('Thursday 26 November');
    // 23:30 UTC on 30 June is already 1 July in London (summer time)
    expect(formatUkDay('2026-06-30T23:30:00Z', now)).toBe('Wednesday 1 July');
  });

  it('adds the year when it is not this year', () => {
    expect(formatUkDay(new Date('2027-01-04T09:00:00Z'), now)).toBe('Monday 4 January 2027');
  });

  it('writes amounts with pence and grouped thousands', () => {
    expect(formatGbp(95)).toBe('£95.00');
    expect(formatGbp(12450.5)).toBe('£12,450.50');
    expect(formatGbp(0.1 + 0.2)).toBe('£0.30');
    expect(formatGbp(-5)).toBe('-£5.00');
  });
});
