// Days and times in the gym's time zone: reading an instant there, turning a day and a wall-clock
// time into an instant across clock changes, and where a day starts and ends.
import { describe, expect, it } from 'vitest';
import { dateInZone, dayRangeInstants, isTimeZone, startOfDay, wallTimeInZone, zonedToInstant } from './calendar.js';

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

  it('turns the day at local midnight when asked again and again around it', () => {
    expect(dateInZone(new Date('2026-07-01T22:59:59.000Z'), LONDON)).toBe('2026-07-01');
    expect(dateInZone(new Date('2026-07-01T22:59:59.999Z'), LONDON)).toBe('2026-07-01');
    expect(dateInZone(new Date('2026-07-01T23:00:00.000Z'), LONDON)).toBe('2026-07-02');
    expect(dateInZone(new Date('2026-07-01T22:59:59.999Z'), LONDON)).toBe('2026-07-01');
    // The same instant in another zone is not answered from London's.
    expect(dateInZone(new Date('2026-07-01T22:59:59.999Z'), 'Europe/Berlin')).toBe('2026-07-02');
  });

  it("turns the day at a midnight that falls on an odd second of UTC (Monrovia's 1971 offset, -00:44:30)", () => {
    expect(dateInZone(new Date('1971-06-01T00:44:29.999Z'), 'Africa/Monrovia')).toBe('1971-05-31');
    expect(dateInZone(new Date('1971-06-01T00:44:30.000Z'), 'Africa/Monrovia')).toBe('1971-06-01');
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
