// Dates and times in the gym's locale and time zone, as tables of inputs and outputs: one date style,
// one date-time style, one hour cycle per locale, calendar days never shifted, instants on the gym's
// clock across daylight-saving changes.
import { describe, expect, it } from 'vitest';
import { createGymFormat } from './format.js';

const at = (locale: string, timeZone: string) => createGymFormat({ locale, currency: 'EUR', timeZone });

describe('the one date style, and months and weekdays', () => {
  it.each([
    ['en-US', 'Nov 25, 2026', 'Nov 2026', 'Mon', 'Sun', 'h12'],
    ['en-GB', '25 Nov 2026', 'Nov 2026', 'Mon', 'Sun', 'h23'],
    ['de-DE', '25.11.2026', 'Nov. 2026', 'Mo', 'So', 'h23'],
    ['fr-FR', '25 nov. 2026', 'nov. 2026', 'lun.', 'dim.', 'h23'],
    ['pt-BR', '25 de nov. de 2026', 'nov. de 2026', 'seg.', 'dom.', 'h23'],
    ['ja-JP', '2026/11/25', '2026年11月', '月', '日', 'h23'],
    ['en-US-u-hc-h23', 'Nov 25, 2026', 'Nov 2026', 'Mon', 'Sun', 'h23'],
  ])('%s: 2026-11-25 is %j, its month %j, Monday %j, Sunday %j, clock %s', (locale, date, month, mon, sun, cycle) => {
    const format = at(locale, 'UTC');
    expect(format.date('2026-11-25')).toBe(date);
    expect(format.month('2026-11-25')).toBe(month);
    expect(format.month('2026-11')).toBe(month);
    expect([format.weekday(1), format.weekday('mon')]).toEqual([mon, mon]);
    expect([format.weekday(7), format.weekday('sun')]).toEqual([sun, sun]);
    expect(format.hourCycle).toBe(cycle);
  });

  it.each([
    ['Pacific/Kiritimati', '2026-11-25'],
    ['Pacific/Pago_Pago', '2026-11-25'],
    ['America/New_York', '2026-11-01'],
    ['Europe/London', '2026-03-29'],
    ['Australia/Sydney', '2026-10-04'],
  ])('a calendar day is that day in %s, never moved by the zone (%s)', (timeZone, day) => {
    expect(at('en-CA', timeZone).date(day)).toBe(at('en-CA', 'UTC').date(day));
    expect(at('en-US', timeZone).date('2026-11-25')).toBe('Nov 25, 2026');
  });

  it.each([
    ['2028-02-29', 'Feb 29, 2028'],
    ['2026-01-01', 'Jan 1, 2026'],
    ['0099-02-28', 'Feb 28, 99'],
  ])('%s is %j', (day, text) => {
    expect(at('en-US', 'America/New_York').date(day)).toBe(text);
  });

  it.each([
    ['en-US', 'Tue, Nov 24, 2026'],
    ['en-GB', 'Tue, 24 Nov 2026'],
    ['de-DE', 'Di., 24. Nov. 2026'],
    ['fr-FR', 'mar. 24 nov. 2026'],
    ['pt-BR', 'ter., 24 de nov. de 2026'],
    ['ja-JP', '2026年11月24日(火)'],
  ])('weekdayDate in %s: a day with its weekday is %j, in any zone', (locale, text) => {
    expect(at(locale, 'Pacific/Kiritimati').weekdayDate('2026-11-24')).toBe(text);
  });

  it('shows the week Monday first, in order', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(at('en-GB', 'UTC').weekday)).toEqual([
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
    ]);
  });
});

describe('instants on the gym clock', () => {
  it.each([
    // America/New_York falls back on 2026-11-01: 01:00–01:59 is shown twice (EDT, then EST).
    ['en-US', 'America/New_York', '2026-11-01T03:59:00Z', 'Oct 31, 2026', 'Oct 31, 2026, 11:59 PM', '11:59 PM'],
    ['en-US', 'America/New_York', '2026-11-01T04:00:00Z', 'Nov 1, 2026', 'Nov 1, 2026, 12:00 AM', '12:00 AM'],
    ['en-US', 'America/New_York', '2026-11-01T05:30:00Z', 'Nov 1, 2026', 'Nov 1, 2026, 1:30 AM', '1:30 AM'],
    ['en-US', 'America/New_York', '2026-11-01T06:30:00Z', 'Nov 1, 2026', 'Nov 1, 2026, 1:30 AM', '1:30 AM'],
    ['en-US', 'America/New_York', '2026-11-01T07:00:00Z', 'Nov 1, 2026', 'Nov 1, 2026, 2:00 AM', '2:00 AM'],
    ['en-US', 'America/New_York', '2026-11-02T04:59:00Z', 'Nov 1, 2026', 'Nov 1, 2026, 11:59 PM', '11:59 PM'],
    ['en-US', 'America/New_York', '2026-11-02T05:00:00Z', 'Nov 2, 2026', 'Nov 2, 2026, 12:00 AM', '12:00 AM'],
    // Europe/London springs forward on 2026-03-29: 01:00–01:59 is never shown.
    ['en-GB', 'Europe/London', '2026-03-28T23:59:00Z', '28 Mar 2026', '28 Mar 2026, 23:59', '23:59'],
    ['en-GB', 'Europe/London', '2026-03-29T00:59:00Z', '29 Mar 2026', '29 Mar 2026, 00:59', '00:59'],
    ['en-GB', 'Europe/London', '2026-03-29T01:00:00Z', '29 Mar 2026', '29 Mar 2026, 02:00', '02:00'],
    ['en-GB', 'Europe/London', '2026-03-29T22:59:00Z', '29 Mar 2026', '29 Mar 2026, 23:59', '23:59'],
    ['en-GB', 'Europe/London', '2026-03-29T23:00:00Z', '30 Mar 2026', '30 Mar 2026, 00:00', '00:00'],
    // Australia/Sydney springs forward on 2026-10-04 at 02:00.
    ['en-AU', 'Australia/Sydney', '2026-10-03T13:59:00Z', '3 Oct 2026', '3 Oct 2026, 11:59 pm', '11:59 pm'],
    ['en-AU', 'Australia/Sydney', '2026-10-03T15:59:00Z', '4 Oct 2026', '4 Oct 2026, 1:59 am', '1:59 am'],
    ['en-AU', 'Australia/Sydney', '2026-10-03T16:00:00Z', '4 Oct 2026', '4 Oct 2026, 3:00 am', '3:00 am'],
    ['ja-JP', 'Asia/Tokyo', '2026-11-24T14:59:00Z', '2026/11/24', '2026/11/24 23:59', '23:59'],
    ['ja-JP', 'Asia/Tokyo', '2026-11-24T15:00:00Z', '2026/11/25', '2026/11/25 0:00', '0:00'],
    ['en-US', 'Pacific/Kiritimati', '2026-11-24T10:00:00Z', 'Nov 25, 2026', 'Nov 25, 2026, 12:00 AM', '12:00 AM'],
    ['en-US', 'Pacific/Pago_Pago', '2026-11-24T10:00:00Z', 'Nov 23, 2026', 'Nov 23, 2026, 11:00 PM', '11:00 PM'],
    ['en-US', 'America/New_York', '2026-11-24T18:00:00-05:00', 'Nov 24, 2026', 'Nov 24, 2026, 6:00 PM', '6:00 PM'],
    ['de-DE', 'Europe/Berlin', '2026-11-24T17:00:00.000Z', '24.11.2026', '24.11.2026, 18:00', '18:00'],
    ['fr-FR', 'Europe/Paris', '2026-11-24T17:00Z', '24 nov. 2026', '24 nov. 2026, 18:00', '18:00'],
    ['pt-BR', 'America/Sao_Paulo', '2026-11-24T21:00:00Z', '24 de nov. de 2026', '24 de nov. de 2026, 18:00', '18:00'],
  ])('%s in %s: %s is %j, %j, %j', (locale, timeZone, instant, date, dateTime, time) => {
    const format = at(locale, timeZone);
    expect([format.date(instant), format.dateTime(instant), format.time(instant)]).toEqual([date, dateTime, time]);
    expect(format.dateTime(new Date(instant))).toBe(dateTime);
  });
});

describe('dayTime: a class session', () => {
  it.each([
    ['en-GB', 'Europe/London', '2026-11-24T18:00:00Z', 'Tue 24 Nov, 18:00'],
    ['en-US', 'America/New_York', '2026-11-24T23:00:00Z', 'Tue, Nov 24, 6:00 PM'],
    ['de-DE', 'Europe/Berlin', '2026-11-24T17:00:00Z', 'Di., 24. Nov., 18:00'],
    ['fr-FR', 'Europe/Paris', '2026-11-24T17:00:00Z', 'mar. 24 nov., 18:00'],
    ['pt-BR', 'America/Sao_Paulo', '2026-11-24T21:00:00Z', 'ter., 24 de nov., 18:00'],
    ['ja-JP', 'Asia/Tokyo', '2026-11-24T09:00:00Z', '11月24日(火) 18:00'],
    ['en-US', 'America/New_York', '2026-11-01T06:30:00Z', 'Sun, Nov 1, 1:30 AM'],
    ['en-GB', 'Europe/London', '2026-03-29T01:00:00Z', 'Sun 29 Mar, 02:00'],
    ['en-US-u-hc-h23', 'America/New_York', '2026-11-24T23:00:00Z', 'Tue, Nov 24, 18:00'],
    ['de-DE-u-hc-h12', 'Europe/Berlin', '2026-11-24T17:00:00Z', 'Di., 24. Nov., 6:00 PM'],
  ])('%s in %s: %s is %j', (locale, timeZone, instant, text) => {
    expect(at(locale, timeZone).dayTime(instant)).toBe(text);
  });
});

describe('one hour cycle per locale', () => {
  // The time of day is the same text in every function that shows one: never 12-hour beside 24-hour.
  it.each(['en-US', 'en-GB', 'en-AU', 'en-CA', 'en-IN', 'de-DE', 'fr-FR', 'es-ES', 'es-MX', 'pt-BR', 'it-IT'])(
    '%s',
    (locale) => {
      const format = at(locale, 'UTC');
      for (const instant of [
        '2026-11-24T00:05:00Z',
        '2026-11-24T09:30:00Z',
        '2026-11-24T12:00:00Z',
        '2026-11-24T18:45:00Z',
      ]) {
        const time = format.time(instant);
        expect(format.dateTime(instant)).toContain(time);
        expect(format.dayTime(instant)).toContain(time);
        const wall = instant.slice(11, 16);
        expect(format.hoursRange(wall, wall)).toBe(`${time}-${time}`);
        expect(format.wallTime(wall)).toBe(time);
      }
    },
  );
});

describe('what is not a date or an instant', () => {
  const format = at('en-US', 'America/New_York');

  it.each(['2026-02-30', '2026-13-01', '0000-01-01', '26-11-25', '2026-11-25 18:00', '2026-11-25T18:00:00', 'soon'])(
    'date(%j) throws rather than guess',
    (value) => {
      expect(() => format.date(value)).toThrow(RangeError);
    },
  );

  it.each(['2026-11-25', '2026-11-25T18:00:00', '2026-11-25T18:00:00+0100', 'Tue Nov 24 2026'])(
    'dateTime(%j) throws: an instant needs a zone or an offset',
    (value) => {
      expect(() => format.dateTime(value)).toThrow('Not an instant (ISO date-time with Z or an offset)');
    },
  );

  it('refuses a Date that is not a time', () => {
    expect(() => format.time(new Date(Number.NaN))).toThrow(RangeError);
  });

  it.each([0, 8, 1.5, 'Mon', 'monday'])('weekday(%j) throws', (day) => {
    expect(() => format.weekday(day as never)).toThrow('Not a weekday');
  });

  it.each([
    ['6:00', '22:00'],
    ['06:00', '24:00'],
    ['06:00', '22:60'],
  ])('hoursRange(%j, %j) throws', (opens, closes) => {
    expect(() => format.hoursRange(opens, closes)).toThrow('Not a wall time (HH:MM)');
  });

  it.each(['2026-13', '2026-11-31', 'Nov 2026'])('month(%j) throws', (value) => {
    expect(() => format.month(value)).toThrow('Not a calendar date');
  });
});
