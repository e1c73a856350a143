// The edges of the money rules that the everyday cases in money.test.ts never reach: amounts with no
// whole part, a minus before them, and cents that are negative or not whole when shown.
import { describe, expect, it } from 'vitest';
import { amountField, formatCents, formatMoney, parseAmountToCents, paymentFits, priceField } from './money.js';

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
    expect(parseAmountToCents(text)).toBe(cents);
  });

  it('accepts .55 as a price and an amount, and refuses -.5 as either', () => {
    expect(amountField.safeParse('.55').data).toBe('.55');
    expect(priceField.safeParse('.55').data).toBe('.55');
    expect(amountField.safeParse('-.5').error?.issues.map((i) => i.message)).toEqual(['Amount must be more than 0.']);
    expect(priceField.safeParse('-.5').error?.issues.map((i) => i.message)).toEqual(['Price cannot be negative.']);
  });

  it('names the text it could not read', () => {
    expect(() => parseAmountToCents('12,5')).toThrow('Not an amount: "12,5"');
    expect(() => parseAmountToCents('.')).toThrow('Not an amount: "."');
  });
});

describe('formatCents outside the everyday range', () => {
  it.each([
    [-1, '-0.01'],
    [-99, '-0.99'],
    [-1250, '-12.50'],
    [-123_456_789, '-1,234,567.89'],
    [100_000, '1,000.00'],
    [99_999, '999.99'],
    [123_456_789, '1,234,567.89'],
  ])('%i cents shows as %j', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  it.each([1.5, -0.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])(
    'refuses %d cents: not a whole number',
    (cents) => {
      expect(() => formatCents(cents)).toThrow(`Not a whole number of cents: ${cents}`);
    },
  );
});

describe('formatMoney', () => {
  it('writes a dollar sign for USD, the default, and the code after any other currency', () => {
    expect(formatMoney(123_450)).toBe('$1,234.50');
    expect(formatMoney(123_450, 'USD')).toBe('$1,234.50');
    expect(formatMoney(123_450, 'EUR')).toBe('1,234.50 EUR');
  });
});

describe('paymentFits', () => {
  it('refuses an amount past the largest exact integer even when the bill is larger', () => {
    const huge = { amountCents: 2 ** 60, paidCents: 0 };
    expect(paymentFits(huge, 2 ** 53)).toBe(false);
    expect(paymentFits(huge, 2 ** 53 - 1)).toBe(true);
  });
});
