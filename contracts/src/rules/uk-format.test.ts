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

  it('drops the pence of whole amounts only when asked', () => {
    expect(formatGbp(11200, { wholePounds: true })).toBe('£11,200');
    expect(formatGbp(1200, { wholePounds: true })).toBe('£1,200');
    expect(formatGbp(12.5, { wholePounds: true })).toBe('£12.50');
  });

  it('writes exactly what Intl.NumberFormat writes, in both styles', () => {
    const amounts = [0, 1, 9.99, 12.5, 75, 999, 1000, 1250, 12345.6, 999999.995, 1234567, -5];
    for (const amount of [...amounts, -1250.5, 0.1 + 0.2]) {
      for (const wholePounds of [false, true]) {
        const intl = new Intl.NumberFormat('en-GB', {
          style: 'currency',
          currency: 'GBP',
          minimumFractionDigits: wholePounds && Number.isInteger(amount) ? 0 : 2,
          maximumFractionDigits: 2,
        }).format(amount);
        expect(formatGbp(amount, { wholePounds })).toBe(intl);
      }
    }
  });
});
