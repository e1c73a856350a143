// The edges of the money rules that the everyday cases in money.test.ts never reach: amounts with no
// whole part, a minus before them, and payments past the largest exact integer.
import { describe, expect, it } from 'vitest';
import { AMOUNT_RULE, PRICE_RULE, readCanonicalAmount } from './amount-fields.js';
import { createGymFormat } from './format.js';
import { parseAmountToMinor, paymentFits } from './money.js';

const DOLLARS = createGymFormat({ locale: 'en-US', currency: 'USD', timeZone: 'UTC' });

describe('amounts with no whole part', () => {
  it.each([
    ['.55', 55],
    ['.5', 50],
    ['$.05', 5],
    ['-.5', -50],
    ['-.55', -55],
    ['-12.5', -1250],
    ['-$1,200', -120_000],
  ])('%j is %i cents', (text, cents) => {
    expect(parseAmountToMinor(text, 'USD')).toBe(cents);
  });

  it('accepts .55 as a price and an amount, and refuses -.5 as either', () => {
    expect(readCanonicalAmount('.55', AMOUNT_RULE, DOLLARS)).toEqual({ ok: true, minor: 55 });
    expect(readCanonicalAmount('.55', PRICE_RULE, DOLLARS)).toEqual({ ok: true, minor: 55 });
    expect(readCanonicalAmount('-.5', AMOUNT_RULE, DOLLARS)).toEqual({
      ok: false,
      message: 'Amount must be more than 0.',
    });
    expect(readCanonicalAmount('-.5', PRICE_RULE, DOLLARS)).toEqual({
      ok: false,
      message: 'Price cannot be negative.',
    });
  });

  it('names the text it could not read', () => {
    expect(() => parseAmountToMinor('12,5', 'USD')).toThrow('Enter an amount like 12.50 (at most 2 decimals).');
    expect(() => parseAmountToMinor('.', 'USD')).toThrow('Enter an amount like 12.50 (at most 2 decimals).');
  });
});

describe('paymentFits', () => {
  it('refuses an amount past the largest exact integer even when the bill is larger', () => {
    const huge = { amountCents: 2 ** 60, paidCents: 0 };
    expect(paymentFits(huge, 2 ** 53)).toBe(false);
    expect(paymentFits(huge, 2 ** 53 - 1)).toBe(true);
  });
});
