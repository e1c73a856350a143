import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonthsClamped,
  type BillingPeriod,
  type CalendarDate,
  dateInZone,
  dayOfMonthOf,
  dayRangeInstants,
  daysBetween,
  isCalendarDate,
  isoWeekday,
  isTimeZone,
  isWallTime,
  monthLabel,
  periodIndexOn,
  periodLabel,
  periodStart,
  startOfDay,
  wallTimeInZone,
  zonedToInstant,
} from './calendar.js';

const LONDON = 'Europe/London';
const NEW_YORK = 'America/New_York';
const LORD_HOWE = 'Australia/Lord_Howe';
const HOUR_MS = 3_600_000;

function utc(iso: string): string {
  return new Date(iso).toISOString();
}

function hoursLong(range: { from: Date; to: Date }): number {
  return (range.to.getTime() - range.from.getTime()) / HOUR_MS;
}

/** mulberry32: a tiny seeded generator, so the "random" cases are the same on every run. */
function seededRandom(seed: number): (below: number) => number {
  let state = seed;
  return (below) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4_294_967_296) * below);
  };
}

describe('isCalendarDate', () => {
  it.each(['2026-02-28', '2028-02-29', '2000-02-29', '2026-12-31', '0001-01-01', '9999-12-31'])(
    'accepts %s',
    (text) => {
      expect(isCalendarDate(text)).toBe(true);
    },
  );

  it.each([
    '2026-02-29', // not a leap year
    '2100-02-29', // century, not divisible by 400
    '2026-02-30',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '0000-01-01',
    '2026-1-05',
    '26-01-05',
    '2026/01/05',
    ' 2026-01-05',
    '2026-01-05T00:00',
    '２０２６-01-05',
    '',
  ])('rejects %j', (text) => {
    expect(isCalendarDate(text)).toBe(false);
  });
});

describe('isWallTime', () => {
  it.each(['00:00', '09:05', '12:30', '23:59'])('accepts %s', (text) => {
    expect(isWallTime(text)).toBe(true);
  });

  it.each(['24:00', '23:60', '7:00', '07:5', '07:05 ', '07:05:00', '0705', '-1:00', ''])('rejects %j', (text) => {
    expect(isWallTime(text)).toBe(false);
  });
});

describe('day arithmetic', () => {
  it.each([
    ['2026-02-28', 1, '2026-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-01-01', -1, '2025-12-31'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-03-28', 2, '2026-03-30'], // across London's clock change: days are days
    ['2026-01-31', 365, '2027-01-31'],
    ['1970-01-01', -1, '1969-12-31'],
  ])('addDays(%s, %i) is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it('agrees with Date over thousands of random days and offsets', () => {
    const random = seededRandom(7);
    for (let i = 0; i < 3000; i++) {
      const startMs = Date.UTC(1950, 0, 1) + random(60_000) * 86_400_000;
      const days = random(4000) - 2000;
      const start = new Date(startMs).toISOString().slice(0, 10);
      const expected = new Date(startMs + days * 86_400_000).toISOString().slice(0, 10);
      expect(addDays(start, days)).toBe(expected);
      expect(daysBetween(start, expected)).toBe(days);
    }
  });

  it('counts days between dates, negative backwards', () => {
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysBetween('2028-01-01', '2029-01-01')).toBe(366);
    expect(daysBetween('2026-03-31', '2026-03-01')).toBe(-30);
    expect(daysBetween('2026-05-05', '2026-05-05')).toBe(0);
  });

  it.each([
    ['2026-03-29', 7],
    ['2026-03-30', 1],
    ['2026-12-31', 4],
    ['2000-01-01', 6],
    ['1970-01-01', 4],
    ['1969-12-31', 3],
  ])('isoWeekday(%s) is %i', (date, weekday) => {
    expect(isoWeekday(date)).toBe(weekday);
  });

  it('refuses malformed input instead of guessing', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('2026-02-01', 1.5)).toThrow(RangeError);
    expect(() => daysBetween('2026-02-01', 'tomorrow')).toThrow(RangeError);
  });
});

describe('addMonthsClamped', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2026-01-31', 2, '2026-03-31'],
    ['2026-01-31', 3, '2026-04-30'],
    ['2026-01-30', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2024-02-29', 12, '2025-02-28'],
    ['2024-02-29', 48, '2028-02-29'],
    ['2026-12-31', 2, '2027-02-28'],
    ['2026-01-15', 13, '2027-02-15'],
    ['2026-03-31', -1, '2026-02-28'],
    ['2026-01-15', -13, '2024-12-15'],
    ['2026-05-20', 0, '2026-05-20'],
  ])('addMonthsClamped(%s, %i) is %s', (anchor, months, expected) => {
    expect(addMonthsClamped(anchor, months)).toBe(expected);
  });

  it('bills a member who joined on 31 January on each month end, never drifting', () => {
    const billingDays = Array.from({ length: 13 }, (_, index) => periodStart('2026-01-31', 'monthly', index));
    expect(billingDays).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
      '2026-06-30',
      '2026-07-31',
      '2026-08-31',
      '2026-09-30',
      '2026-10-31',
      '2026-11-30',
      '2026-12-31',
      '2027-01-31',
    ]);
  });
});

describe('billing periods', () => {
  it('starts quarterly and yearly periods from the anchor, clamped only where the month is short', () => {
    expect([0, 1, 2, 3, 4].map((index) => periodStart('2025-11-30', 'quarterly', index))).toEqual([
      '2025-11-30',
      '2026-02-28',
      '2026-05-30',
      '2026-08-30',
      '2026-11-30',
    ]);
    expect([0, 1, 2, 3, 4].map((index) => periodStart('2024-02-29', 'yearly', index))).toEqual([
      '2024-02-29',
      '2025-02-28',
      '2026-02-28',
      '2027-02-28',
      '2028-02-29',
    ]);
  });

  it.each<[CalendarDate, BillingPeriod, CalendarDate, number]>([
    ['2026-01-31', 'monthly', '2026-01-31', 0],
    ['2026-01-31', 'monthly', '2026-02-27', 0],
    ['2026-01-31', 'monthly', '2026-02-28', 1],
    ['2026-01-31', 'monthly', '2026-03-30', 1],
    ['2026-01-31', 'monthly', '2026-03-31', 2],
    ['2026-01-31', 'quarterly', '2026-04-29', 0],
    ['2026-01-31', 'quarterly', '2026-04-30', 1],
    ['2026-01-31', 'quarterly', '2026-07-30', 1],
    ['2026-01-31', 'quarterly', '2026-07-31', 2],
    ['2025-11-30', 'quarterly', '2026-02-27', 0],
    ['2025-11-30', 'quarterly', '2026-02-28', 1],
    ['2025-11-30', 'quarterly', '2026-05-29', 1],
    ['2024-02-29', 'yearly', '2025-02-27', 0],
    ['2024-02-29', 'yearly', '2025-02-28', 1],
    ['2024-02-29', 'yearly', '2028-02-28', 3],
    ['2024-02-29', 'yearly', '2028-02-29', 4],
    ['2026-01-31', 'monthly', '2026-01-30', -1],
  ])('periodIndexOn(%s, %s, %s) is %i', (anchor, period, date, index) => {
    expect(periodIndexOn(anchor, period, date)).toBe(index);
  });

  it('agrees with periodStart for thousands of random anchors, dates and period boundaries', () => {
    const random = seededRandom(2026);
    const periods: BillingPeriod[] = ['monthly', 'quarterly', 'yearly'];
    for (let i = 0; i < 5000; i++) {
      const period = periods[random(3)] ?? 'monthly';
      // Half the anchors sit on days 28–31 (clamped to the month), where off-by-one errors live.
      const dayOfMonth = random(2) === 0 ? 1 + random(27) : 28 + random(4);
      const anchor = addMonthsClamped(`2000-01-${String(dayOfMonth).padStart(2, '0')}`, random(400));
      const date = addDays(anchor, random(5000));
      const index = periodIndexOn(anchor, period, date);
      expect(index).toBeGreaterThanOrEqual(0);
      expect(periodStart(anchor, period, index) <= date).toBe(true);
      expect(periodStart(anchor, period, index + 1) > date).toBe(true);

      const boundary = random(60);
      expect(periodIndexOn(anchor, period, periodStart(anchor, period, boundary))).toBe(boundary);
      expect(periodIndexOn(anchor, period, addDays(periodStart(anchor, period, boundary + 1), -1))).toBe(boundary);
    }
  });
});

describe('labels', () => {
  it('names months in fixed English', () => {
    expect(monthLabel('2026-12-05')).toBe('Dec 2026');
    expect(monthLabel('2027-01-31')).toBe('Jan 2027');
  });

  it('names the months a period covers', () => {
    expect(periodLabel('2026-12-31', 'monthly')).toBe('Dec 2026');
    expect(periodLabel('2026-12-31', 'quarterly')).toBe('Dec 2026 – Feb 2027');
    expect(periodLabel('2026-12-01', 'yearly')).toBe('Dec 2026 – Nov 2027');
    expect(periodLabel('2026-01-31', 'quarterly')).toBe('Jan 2026 – Mar 2026');
  });
});

describe('isTimeZone', () => {
  it.each(['Europe/London', 'UTC', 'Asia/Kolkata', 'Asia/Calcutta', 'Australia/Lord_Howe', 'europe/london'])(
    'accepts %s',
    (zone) => {
      expect(isTimeZone(zone)).toBe(true);
    },
  );

  it.each(['Mars/Phobos', 'Europe/London ', 'London', ''])('rejects %j', (zone) => {
    expect(isTimeZone(zone)).toBe(false);
  });
});

describe('reading an instant in a zone', () => {
  it('gives the local day, hour and ISO weekday', () => {
    const instant = new Date('2026-03-29T23:30:00Z');
    expect(wallTimeInZone(instant, LONDON)).toEqual({ date: '2026-03-30', hour: 0, minute: 30, weekday: 1 });
    expect(wallTimeInZone(instant, NEW_YORK)).toEqual({ date: '2026-03-29', hour: 19, minute: 30, weekday: 7 });
    expect(wallTimeInZone(instant, LORD_HOWE)).toEqual({ date: '2026-03-30', hour: 10, minute: 30, weekday: 1 });
    expect(wallTimeInZone(instant, 'Asia/Kolkata')).toEqual({ date: '2026-03-30', hour: 5, minute: 0, weekday: 1 });
    expect(wallTimeInZone(new Date('2026-01-01T00:00:00Z'), 'UTC')).toEqual({
      date: '2026-01-01',
      hour: 0, // not 24, which `hour12: false` prints
      minute: 0,
      weekday: 4,
    });
  });

  it('puts a new-year instant on different days in different zones', () => {
    const instant = new Date('2026-12-31T23:30:00Z');
    expect(dateInZone(instant, 'Europe/Berlin')).toBe('2027-01-01');
    expect(dateInZone(instant, LONDON)).toBe('2026-12-31');
    expect(dateInZone(instant, NEW_YORK)).toBe('2026-12-31');
  });
});

describe('zonedToInstant', () => {
  it.each([
    [LONDON, '2026-03-23', '2026-03-23T18:00:00Z', '2026-03-30', '2026-03-30T17:00:00Z'],
    [LONDON, '2026-10-19', '2026-10-19T17:00:00Z', '2026-10-26', '2026-10-26T18:00:00Z'],
    [NEW_YORK, '2026-03-02', '2026-03-02T23:00:00Z', '2026-03-09', '2026-03-09T22:00:00Z'],
    [NEW_YORK, '2026-10-26', '2026-10-26T22:00:00Z', '2026-11-02', '2026-11-02T23:00:00Z'],
  ])('keeps an 18:00 class at 18:00 in %s across the change (%s → %s)', (zone, before, beforeUtc, after, afterUtc) => {
    expect(zonedToInstant(before, '18:00', zone).toISOString()).toBe(utc(beforeUtc));
    expect(zonedToInstant(after, '18:00', zone).toISOString()).toBe(utc(afterUtc));
    expect(wallTimeInZone(zonedToInstant(after, '18:00', zone), zone)).toMatchObject({
      hour: 18,
      minute: 0,
      weekday: 1,
    });
  });

  it.each([
    [LONDON, '2026-03-29', '00:59', '2026-03-29T00:59:00Z'],
    [LONDON, '2026-03-29', '01:00', '2026-03-29T01:00:00Z'], // 02:00 BST
    [LONDON, '2026-03-29', '01:30', '2026-03-29T01:30:00Z'], // 02:30 BST
    [LONDON, '2026-03-29', '02:00', '2026-03-29T01:00:00Z'],
    [NEW_YORK, '2026-03-08', '02:30', '2026-03-08T07:30:00Z'], // 03:30 EDT
    [LORD_HOWE, '2026-10-04', '02:15', '2026-10-03T15:45:00Z'], // a 30-minute gap: 02:45 +11:00
  ])('moves %s %s %s, skipped by spring-forward, later by the gap', (zone, date, time, expected) => {
    expect(zonedToInstant(date, time, zone).toISOString()).toBe(utc(expected));
  });

  it.each([
    [LONDON, '2026-10-25', '00:59', '2026-10-24T23:59:00Z'],
    [LONDON, '2026-10-25', '01:00', '2026-10-25T00:00:00Z'], // first 01:00, still BST
    [LONDON, '2026-10-25', '01:30', '2026-10-25T00:30:00Z'],
    [LONDON, '2026-10-25', '02:00', '2026-10-25T02:00:00Z'],
    [NEW_YORK, '2026-11-01', '01:30', '2026-11-01T05:30:00Z'], // EDT, not EST
    [LORD_HOWE, '2026-04-05', '01:45', '2026-04-04T14:45:00Z'], // +11:00, not +10:30
  ])('reads %s %s %s, shown twice by fall-back, as its first showing', (zone, date, time, expected) => {
    expect(zonedToInstant(date, time, zone).toISOString()).toBe(utc(expected));
  });

  it('handles zones without daylight saving and with half-hour offsets', () => {
    expect(zonedToInstant('2026-03-29', '01:30', 'UTC').toISOString()).toBe(utc('2026-03-29T01:30:00Z'));
    expect(zonedToInstant('2026-06-01', '09:00', 'Asia/Kolkata').toISOString()).toBe(utc('2026-06-01T03:30:00Z'));
    expect(zonedToInstant('2026-09-28', '18:00', LORD_HOWE).toISOString()).toBe(utc('2026-09-28T07:30:00Z'));
    expect(zonedToInstant('2026-10-05', '18:00', LORD_HOWE).toISOString()).toBe(utc('2026-10-05T07:00:00Z'));
  });

  it('undoes wallTimeInZone every half hour of 2026, except a repeated time gives its first showing', () => {
    for (const zone of [LONDON, NEW_YORK, LORD_HOWE]) {
      for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2027, 0, 1); ms += HOUR_MS / 2) {
        const wall = wallTimeInZone(new Date(ms), zone);
        const time = `${String(wall.hour).padStart(2, '0')}:${String(wall.minute).padStart(2, '0')}`;
        const back = zonedToInstant(wall.date, time, zone);
        if (back.getTime() !== ms) {
          expect(ms - back.getTime()).toBe(zone === LORD_HOWE ? HOUR_MS / 2 : HOUR_MS);
          expect(wallTimeInZone(back, zone)).toEqual(wall);
        }
      }
    }
  });

  it('refuses malformed days, times and zones', () => {
    expect(() => zonedToInstant('2026-02-30', '10:00', LONDON)).toThrow(RangeError);
    expect(() => zonedToInstant('2026-02-01', '24:00', LONDON)).toThrow(RangeError);
    expect(() => zonedToInstant('2026-02-01', '10:00', 'Mars/Phobos')).toThrow(RangeError);
  });
});

describe('startOfDay and dayRangeInstants', () => {
  it('starts an ordinary day at local midnight', () => {
    expect(startOfDay('2026-07-01', LONDON).toISOString()).toBe(utc('2026-06-30T23:00:00Z'));
    expect(startOfDay('2026-07-01', 'UTC').toISOString()).toBe(utc('2026-07-01T00:00:00Z'));
    expect(startOfDay('2026-07-01', 'Asia/Kolkata').toISOString()).toBe(utc('2026-06-30T18:30:00Z'));
  });

  it.each([
    [LONDON, '2026-03-29', 23],
    [LONDON, '2026-10-25', 25],
    [NEW_YORK, '2026-03-08', 23],
    [NEW_YORK, '2026-11-01', 25],
    [LORD_HOWE, '2026-10-04', 23.5],
    [LORD_HOWE, '2026-04-05', 24.5],
    [LONDON, '2026-03-30', 24],
  ])('makes %s %s %f hours long', (zone, date, hours) => {
    expect(hoursLong(dayRangeInstants(date, date, zone))).toBe(hours);
  });

  it('covers both end days of a range, half-open', () => {
    const week = dayRangeInstants('2026-03-23', '2026-03-29', LONDON);
    expect(week.from.toISOString()).toBe(utc('2026-03-23T00:00:00Z'));
    expect(week.to.toISOString()).toBe(utc('2026-03-29T23:00:00Z'));
    expect(hoursLong(week)).toBe(7 * 24 - 1);
    expect(dateInZone(new Date(week.to.getTime() - 1), LONDON)).toBe('2026-03-29');
    expect(dateInZone(week.to, LONDON)).toBe('2026-03-30');
  });

  it('starts a day whose midnight is skipped at the first instant that exists', () => {
    // Havana and Beirut jump from 00:00 straight to 01:00 on these days.
    expect(startOfDay('2026-03-08', 'America/Havana').toISOString()).toBe(utc('2026-03-08T05:00:00Z'));
    expect(wallTimeInZone(startOfDay('2026-03-08', 'America/Havana'), 'America/Havana')).toMatchObject({
      date: '2026-03-08',
      hour: 1,
      minute: 0,
    });
    expect(hoursLong(dayRangeInstants('2026-03-07', '2026-03-07', 'America/Havana'))).toBe(24);
    expect(hoursLong(dayRangeInstants('2026-03-08', '2026-03-08', 'America/Havana'))).toBe(23);
    expect(startOfDay('2026-03-29', 'Asia/Beirut').toISOString()).toBe(utc('2026-03-28T22:00:00Z'));
    // A class booked at 00:30 on such a day is an hour later, by the gap rule.
    expect(zonedToInstant('2026-03-08', '00:30', 'America/Havana').toISOString()).toBe(utc('2026-03-08T05:30:00Z'));
  });

  it('starts a day at the jump when the gap straddles midnight, not at midnight moved by the gap', () => {
    // Toronto, 30 March 1919: clocks went from 23:30 EST straight to 00:30 EDT.
    expect(startOfDay('1919-03-31', 'America/Toronto').toISOString()).toBe(utc('1919-03-31T04:30:00Z'));
    expect(zonedToInstant('1919-03-31', '00:00', 'America/Toronto').toISOString()).toBe(utc('1919-03-31T05:00:00Z'));
    expect(hoursLong(dayRangeInstants('1919-03-30', '1919-03-30', 'America/Toronto'))).toBe(23.5);
  });

  it('starts a day whose midnight happens twice at the first one', () => {
    // Havana falls back from 01:00 to 00:00 on 1 November 2026.
    expect(startOfDay('2026-11-01', 'America/Havana').toISOString()).toBe(utc('2026-11-01T04:00:00Z'));
    expect(hoursLong(dayRangeInstants('2026-11-01', '2026-11-01', 'America/Havana'))).toBe(25);
  });

  it('gives a day the zone skipped entirely no instants', () => {
    // Samoa moved across the date line: 29 December 2011 was followed by 31 December.
    const skipped = dayRangeInstants('2011-12-30', '2011-12-30', 'Pacific/Apia');
    expect(skipped.from.toISOString()).toBe(utc('2011-12-30T10:00:00Z'));
    expect(skipped.to.toISOString()).toBe(utc('2011-12-30T10:00:00Z'));
    expect(hoursLong(dayRangeInstants('2011-12-29', '2011-12-31', 'Pacific/Apia'))).toBe(48);
  });
});

describe('a billing day the anchor date cannot show', () => {
  it('keeps "the 31st" when the anchor is a clamped 28 February', () => {
    expect(addMonthsClamped('2026-02-28', 1, 31)).toBe('2026-03-31');
    expect(addMonthsClamped('2026-02-28', 2, 31)).toBe('2026-04-30');
    expect(addMonthsClamped('2026-02-28', 0, 31)).toBe('2026-02-28');
    expect(periodStart('2026-02-28', 'quarterly', 1, 31)).toBe('2026-05-31');
    expect(periodIndexOn('2026-02-28', 'monthly', '2026-03-30', 31)).toBe(0);
    expect(periodIndexOn('2026-02-28', 'monthly', '2026-03-31', 31)).toBe(1);
    expect(dayOfMonthOf('2026-02-28')).toBe(28);
  });

  it('refuses a day of month that no month has', () => {
    expect(() => addMonthsClamped('2026-02-28', 1, 32)).toThrow(RangeError);
    expect(() => addMonthsClamped('2026-02-28', 1, 0)).toThrow(RangeError);
  });
});
