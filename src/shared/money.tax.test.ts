// The tax part of a tax-inclusive payment, as a receipt states it: amount × rate / (100 % + rate),
// rounded to the minor unit. A table of amounts (minor units) and rates (basis points: 2000 is 20 %).
import { describe, expect, it } from 'vitest';
import { includedTax } from './money.js';

describe('includedTax', () => {
  it.each([
    // amount, rate, tax
    [1200, 2000, 200], // 12.00 at 20 %: exactly 2.00
    [1000, 2000, 167], // 1.6666… rounds up
    [1001, 2000, 167], // 1.6683…
    [100, 2000, 17], // 0.1666…
    [1, 2000, 0], // 0.1666… of a cent rounds down
    [3, 2000, 1], // 0.5 rounds away from zero
    [2999, 750, 209], // 29.99 at 7.5 %: 2.0923…
    [10_750, 750, 750], // 107.50 at 7.5 %: exactly 7.50
    [11_900, 1900, 1900], // 119.00 at 19 % (de-DE VAT)
    [1050, 500, 50], // 10.50 at 5 %
    [21, 10_000, 11], // 100 %: half the amount, 10.5 rounds up
    [20, 10_000, 10],
    [1, 1, 0], // 0.01 %
    [100_000_000, 2000, 16_666_667], // the largest amount a field takes
    [5000, 0, 0], // no tax
    [0, 2000, 0],
    [-1000, 2000, -167], // a negative amount mirrors a positive one
    [-3, 2000, -1],
    [1234, 2000, 206], // JPY: the minor unit is the yen, the rule is the same
  ])('%i at %i basis points holds %i of tax', (amount, rate, tax) => {
    expect(includedTax(amount, rate)).toBe(tax);
  });

  it('never holds more tax than the amount, nor less than nothing, for every amount to 10.00 at several rates', () => {
    for (const rate of [1, 500, 750, 1900, 2000, 2500, 10_000]) {
      for (let amount = 0; amount <= 1000; amount += 1) {
        const tax = includedTax(amount, rate);
        expect(tax).toBeGreaterThanOrEqual(0);
        expect(tax).toBeLessThanOrEqual(amount);
        // Within half a minor unit of the exact share.
        expect(Math.abs(tax - (amount * rate) / (10_000 + rate))).toBeLessThanOrEqual(0.5);
      }
    }
  });

  it.each([
    [1.5, 2000, 'Not a whole number of minor units: 1.5'],
    [100, -1, 'Not a tax rate in basis points (0 to 10000): -1'],
    [100, 10_001, 'Not a tax rate in basis points (0 to 10000): 10001'],
    [100, 7.5, 'Not a tax rate in basis points (0 to 10000): 7.5'],
  ])('refuses %d at %d basis points', (amount, rate, message) => {
    expect(() => includedTax(amount, rate)).toThrow(message);
  });
});
