import {
  formatGbp,
  formatUkClock,
  formatUkDate,
  formatUkDateTime,
  formatUkDay,
  formatUkDayTime,
  formatUkFullDay,
  formatUkLongDayTime,
  formatUkMonth,
  formatUkShortDate,
  formatUkWeekdayTime,
  isKnownTimeZone,
  londonDate,
  londonOffsetMs,
  londonDayHour,
} from './uk-format';

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

  describe('dates', () => {
    const winter = '2026-11-26T17:05:00Z'; // Thursday, GMT
    const summer = '2026-06-30T23:30:00Z'; // Tuesday in UTC, already Wednesday 1 July in London

    it('writes each shape as the screens, mails and certificates show it (London by default)', () => {
      expect(formatUkFullDay(winter)).toBe('Thursday 26 November 2026');
      expect(formatUkFullDay(summer)).toBe('Wednesday 1 July 2026');
      expect(formatUkDate(winter)).toBe('26 November 2026');
      expect(formatUkDate(summer)).toBe('1 July 2026');
      expect(formatUkDate(summer, 'utc')).toBe('30 June 2026');
      expect(formatUkShortDate('2026-03-18', 'utc')).toBe('18 Mar 2026');
      expect(formatUkDateTime(winter)).toBe('26 Nov 2026, 17:05');
      expect(formatUkDateTime(summer)).toBe('1 Jul 2026, 00:30');
      expect(formatUkDayTime(summer)).toBe('1 Jul, 00:30');
      expect(formatUkWeekdayTime(winter)).toBe('Thu 26 Nov, 17:05');
      expect(formatUkLongDayTime('2026-11-30T09:00:00Z')).toBe('Monday 30 November at 09:00');
      expect(formatUkClock(summer)).toBe('00:30');
      expect(formatUkClock('2026-11-26T09:00:00Z')).toBe('09:00');
      expect(formatUkMonth('2026-03-18T12:00:00Z', 'utc')).toBe('March 2026');
    });

    it('writes exactly what the screens’ own formatters wrote before, in every zone', () => {
      const instants = [winter, summer, '2026-03-29T00:59:00Z', '2026-10-25T01:00:00Z'];
      const former = (options: Intl.DateTimeFormatOptions, at: string) =>
        new Intl.DateTimeFormat('en-GB', options).format(new Date(at));
      const london = { timeZone: 'Europe/London' };
      for (const at of instants) {
        expect(formatUkDate(at)).toBe(
          former({ day: 'numeric', month: 'long', year: 'numeric', ...london }, at),
        );
        expect(formatUkDate(at, 'utc')).toBe(former({ dateStyle: 'long', timeZone: 'UTC' }, at));
        expect(formatUkDate(at, 'local')).toBe(
          former({ day: 'numeric', month: 'long', year: 'numeric' }, at),
        );
        expect(formatUkShortDate(at, 'utc')).toBe(
          former({ dateStyle: 'medium', timeZone: 'UTC' }, at),
        );
        expect(formatUkDateTime(at)).toBe(
          former({ dateStyle: 'medium', timeStyle: 'short', ...london }, at),
        );
        expect(formatUkDateTime(at)).toBe(
          former(
            {
              day: 'numeric',
              month: 'short',
              year: 'numeric',
              hour: '2-digit',
              minute: '2-digit',
              ...london,
            },
            at,
          ),
        );
        expect(formatUkDateTime(at, 'local')).toBe(
          former({ dateStyle: 'medium', timeStyle: 'short' }, at),
        );
        expect(formatUkClock(at)).toBe(
          former({ hour: '2-digit', minute: '2-digit', ...london }, at),
        );
        expect(formatUkClock(at, 'local')).toBe(
          former({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, at),
        );
        expect(formatUkDayTime(at)).toBe(
          former(
            { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', ...london },
            at,
          ),
        );
        expect(formatUkMonth(at, 'utc')).toBe(
          former({ month: 'long', year: 'numeric', timeZone: 'UTC' }, at),
        );
      }
    });

    it('reads London’s calendar date, weekday, hour and offset, summer time included', () => {
      expect(londonDate(summer)).toBe('2026-07-01');
      expect(londonDate(new Date(winter))).toBe('2026-11-26');
      expect(londonDayHour(summer)).toEqual({ weekday: 3, date: 1, hour: 0 });
      expect(londonDayHour('2026-11-29T12:00:00Z')).toEqual({ weekday: 0, date: 29, hour: 12 });
      expect(londonOffsetMs(summer)).toBe(3600_000);
      expect(londonOffsetMs(winter)).toBe(0);
    });

    it('knows a time zone the runtime accepts', () => {
      expect(isKnownTimeZone('Europe/London')).toBe(true);
      expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
    });
  });
});
