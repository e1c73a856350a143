// The gym's opening hours as the Contact page and the footer show them. The spec's own text for the
// default gym (en-US) must come out exactly, with plain hyphens and spaces.
import { describe, expect, it } from 'vitest';
import { createGymFormat } from './format.js';
import { type OpeningHours, openingHoursLines } from './opening-hours.js';

const weekdays = { opens: '06:00', closes: '22:00' };
const weekend = { opens: '08:00', closes: '20:00' };
const SPEC_HOURS: OpeningHours = {
  mon: weekdays,
  tue: weekdays,
  wed: weekdays,
  thu: weekdays,
  fri: weekdays,
  sat: weekend,
  sun: weekend,
};

const linesIn = (locale: string, hours: OpeningHours) =>
  openingHoursLines(hours, createGymFormat({ locale, currency: 'USD', timeZone: 'America/New_York' }));

describe("the spec's hours for the default gym", () => {
  it('are exactly the two lines of the spec in en-US', () => {
    expect(linesIn('en-US', SPEC_HOURS)).toEqual(['Mon-Fri 6:00 AM-10:00 PM', 'Sat-Sun 8:00 AM-8:00 PM']);
  });

  it('are written with ASCII characters only', () => {
    for (const line of linesIn('en-US', SPEC_HOURS)) expect(line).toMatch(/^[\x20-\x7e]+$/);
  });

  it.each([
    ['en-GB', ['Mon-Fri 06:00-22:00', 'Sat-Sun 08:00-20:00']],
    ['de-DE', ['Mo-Fr 06:00-22:00', 'Sa-So 08:00-20:00']],
    ['fr-FR', ['lun.-ven. 06:00-22:00', 'sam.-dim. 08:00-20:00']],
    ['pt-BR', ['seg.-sex. 06:00-22:00', 'sáb.-dom. 08:00-20:00']],
    ['ja-JP', ['月-金 6:00-22:00', '土-日 8:00-20:00']],
    ['en-US-u-hc-h23', ['Mon-Fri 06:00-22:00', 'Sat-Sun 08:00-20:00']],
  ])('in %s are %j', (locale, lines) => {
    expect(linesIn(locale, SPEC_HOURS)).toEqual(lines);
  });
});

describe('grouping the week', () => {
  it.each<[string, OpeningHours, string[]]>([
    ['every day the same', { ...SPEC_HOURS, sat: weekdays, sun: weekdays }, ['Mon-Sun 6:00 AM-10:00 PM']],
    [
      'a closed Sunday (null)',
      { ...SPEC_HOURS, sun: null },
      ['Mon-Fri 6:00 AM-10:00 PM', 'Sat 8:00 AM-8:00 PM', 'Sun Closed'],
    ],
    [
      'a missing Sunday',
      { mon: weekdays, tue: weekdays, wed: weekdays, thu: weekdays, fri: weekdays, sat: weekend },
      ['Mon-Fri 6:00 AM-10:00 PM', 'Sat 8:00 AM-8:00 PM', 'Sun Closed'],
    ],
    [
      'a late Wednesday splits the weekdays',
      { ...SPEC_HOURS, wed: { opens: '06:00', closes: '23:30' } },
      ['Mon-Tue 6:00 AM-10:00 PM', 'Wed 6:00 AM-11:30 PM', 'Thu-Fri 6:00 AM-10:00 PM', 'Sat-Sun 8:00 AM-8:00 PM'],
    ],
    [
      'closed days in the middle',
      { mon: weekdays, tue: null, wed: null, thu: weekdays, fri: weekdays, sat: weekend, sun: weekend },
      ['Mon 6:00 AM-10:00 PM', 'Tue-Wed Closed', 'Thu-Fri 6:00 AM-10:00 PM', 'Sat-Sun 8:00 AM-8:00 PM'],
    ],
    [
      'Sunday and Monday alike are not joined: the week starts on Monday',
      { mon: weekend, tue: weekdays, wed: weekdays, thu: weekdays, fri: weekdays, sat: weekdays, sun: weekend },
      ['Mon 8:00 AM-8:00 PM', 'Tue-Sat 6:00 AM-10:00 PM', 'Sun 8:00 AM-8:00 PM'],
    ],
    ['no hours at all', {}, ['Mon-Sun Closed']],
    [
      'open round the clock and past midnight',
      { mon: { opens: '00:00', closes: '23:59' }, tue: { opens: '18:00', closes: '02:00' } },
      ['Mon 12:00 AM-11:59 PM', 'Tue 6:00 PM-2:00 AM', 'Wed-Sun Closed'],
    ],
  ])('%s', (_case, hours, lines) => {
    expect(linesIn('en-US', hours)).toEqual(lines);
  });

  it('refuses hours that are not HH:MM', () => {
    expect(() => linesIn('en-US', { mon: { opens: '6am', closes: '22:00' } })).toThrow('Not a wall time (HH:MM)');
  });
});
