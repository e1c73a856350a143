// Loads on screen: grams in the gym's unit, written the locale's way, at most two decimals.
import { describe, expect, it } from 'vitest';
import { createGymFormat, formatWeight } from './format.js';

describe('formatWeight', () => {
  it.each([
    [62_500, 'kg', 'en-US', '62.5 kg'],
    [60_000, 'kg', 'en-US', '60 kg'],
    [62_500, 'kg', 'de-DE', '62,5 kg'],
    [1_000_000, 'kg', 'en-US', '1,000 kg'],
    [1_000_000, 'kg', 'de-DE', '1.000 kg'],
    [20_000, 'lb', 'en-US', '44.09 lb'],
    [45_359, 'lb', 'en-US', '100 lb'],
    [0, 'kg', 'en-US', '0 kg'],
  ] as const)('%i g in %s (%s) is %s', (grams, unit, locale, text) => {
    expect(formatWeight(grams, unit, locale)).toBe(text);
  });

  it('is the GymFormat’s weight, in the gym’s locale', () => {
    const format = createGymFormat({ locale: 'fr-FR', currency: 'EUR', timeZone: 'UTC' });
    expect(format.weight(1_262_500, 'kg')).toBe('1 262,5 kg');
  });
});
