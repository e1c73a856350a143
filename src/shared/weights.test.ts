import { describe, expect, it } from 'vitest';
import { gramsOf, MAX_LOAD_GRAMS, parseWeight, weightIn } from './weights.js';

describe('weights', () => {
  it('stores whole grams and reads them back in either unit', () => {
    expect(gramsOf(62.5, 'kg')).toBe(62_500);
    expect(gramsOf(135, 'lb')).toBe(61_235);
    expect(weightIn(61_235, 'lb')).toBe(135);
    expect(weightIn(20_000, 'lb')).toBe(44.09);
    expect(weightIn(62_500, 'kg')).toBe(62.5);
  });

  it('accepts a point or a comma and refuses what no one lifts', () => {
    expect(parseWeight('62,5', 'kg')).toEqual({ ok: true, grams: 62_500 });
    expect(parseWeight(' 100 ', 'lb')).toEqual({ ok: true, grams: 45_359 });
    expect(parseWeight('10000', 'kg')).toEqual({ ok: false, message: 'Weight must be at most 1000 kg' });
    expect(parseWeight('-1', 'kg')).toEqual({ ok: false, message: 'Weight must be a number of kg, like 62.5' });
    expect(parseWeight('abc', 'lb', 'Load')).toEqual({ ok: false, message: 'Load must be a number of lb, like 62.5' });
    expect(parseWeight('1000', 'kg')).toEqual({ ok: true, grams: MAX_LOAD_GRAMS });
  });
});
