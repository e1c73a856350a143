// A recurring bill's description names the months its period covers, in the gym's locale.
import { describe, expect, it } from 'vitest';
import { createGymFormat } from '../../../shared/format.js';
import { periodText } from './billing.run.js';

const inLocale = (locale: string) => createGymFormat({ locale, currency: 'EUR', timeZone: 'UTC' });

describe('periodText', () => {
  it.each([
    ['2026-12-31', 'monthly', 'Dec 2026'],
    ['2026-12-31', 'quarterly', 'Dec 2026 – Feb 2027'],
    ['2026-12-01', 'yearly', 'Dec 2026 – Nov 2027'],
    ['2026-01-31', 'quarterly', 'Jan 2026 – Mar 2026'],
  ] as const)('en-US: from %s, a %s period covers %j', (start, period, text) => {
    expect(periodText(inLocale('en-US'), start, period)).toBe(text);
  });

  it('writes the months the gym’s way', () => {
    expect(periodText(inLocale('de-DE'), '2026-01-31', 'quarterly')).toBe('Jan. 2026 – März 2026');
    expect(periodText(inLocale('ja-JP'), '2026-12-01', 'monthly')).toBe('2026年12月');
  });
});
