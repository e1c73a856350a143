// The currency-aware money rules: how many decimals each currency has, the canonical amount text the
// server accepts in it, and the messages that name the currency's decimals.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AMOUNT_RULE, PRICE_RULE, readCanonicalAmount } from './amount-fields.js';
import { createGymFormat } from './format.js';
import {
  amountFormatMessage,
  isSupportedCurrency,
  minorDigits,
  parseAmountToMinor,
  toCanonicalAmount,
} from './money.js';

describe('minorDigits', () => {
  it.each([
    ['USD', 2],
    ['EUR', 2],
    ['GBP', 2],
    ['BRL', 2],
    ['JPY', 0],
    ['KRW', 0],
    ['BHD', 3],
    ['KWD', 3],
    ['TND', 3],
    ['CLF', 4],
  ])('%s has %i', (currency, digits) => {
    expect(minorDigits(currency)).toBe(digits);
  });

  it('refuses a code that is not three letters', () => {
    expect(() => minorDigits('EURO')).toThrow(RangeError);
  });
});

describe('isSupportedCurrency', () => {
  it.each(['USD', 'EUR', 'GBP', 'BRL', 'JPY', 'BHD', 'CHF', 'INR'])('%s is supported', (code) => {
    expect(isSupportedCurrency(code)).toBe(true);
  });

  it.each(['usd', 'XXX', 'ABC', 'EURO', '', '€', 'US D'])('%j is not', (code) => {
    expect(isSupportedCurrency(code)).toBe(false);
  });
});

describe('toCanonicalAmount', () => {
  it.each([
    [123_450, 'USD', '1234.50'],
    [5, 'USD', '0.05'],
    [0, 'EUR', '0.00'],
    [-1250, 'GBP', '-12.50'],
    [-1, 'BRL', '-0.01'],
    [1234, 'JPY', '1234'],
    [-7, 'JPY', '-7'],
    [0, 'JPY', '0'],
    [1234, 'BHD', '1.234'],
    [5, 'KWD', '0.005'],
    [12_345, 'CLF', '1.2345'],
    [Number.MAX_SAFE_INTEGER, 'USD', '90071992547409.91'],
  ])('%i %s is %j', (minor, currency, text) => {
    expect(toCanonicalAmount(minor, currency)).toBe(text);
  });

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])('refuses %d: not whole minor units', (minor) => {
    expect(() => toCanonicalAmount(minor, 'USD')).toThrow(`Not a whole number of minor units: ${minor}`);
  });
});

describe('parseAmountToMinor', () => {
  it.each([
    ['1234.50', 'USD', 123_450],
    ['$1,234.5', 'USD', 123_450],
    ['.5', 'EUR', 50],
    ['1,200', 'EUR', 120_000],
    ['-12.50', 'GBP', -1250],
    [' 19.99 ', 'BRL', 1999],
    ['1234', 'JPY', 1234],
    ['1,234', 'JPY', 1234],
    ['1.234', 'BHD', 1234],
    ['0.5', 'KWD', 500],
    ['1.2345', 'CLF', 12_345],
  ])('%j in %s is %i', (text, currency, minor) => {
    expect(parseAmountToMinor(text, currency)).toBe(minor);
  });

  it.each([
    ['12.345', 'USD', 'Enter an amount like 12.50 (at most 2 decimals).'],
    ['€5', 'EUR', 'Enter an amount like 12.50 (at most 2 decimals).'],
    ['$5', 'EUR', 'Enter an amount like 12.50 (at most 2 decimals).'],
    ['12,50', 'EUR', 'Enter an amount like 12.50 (at most 2 decimals).'],
    ['12.5', 'JPY', 'Enter a whole amount (JPY has no decimals).'],
    ['12.', 'JPY', 'Enter a whole amount (JPY has no decimals).'],
    ['.5', 'JPY', 'Enter a whole amount (JPY has no decimals).'],
    ['1.2345', 'BHD', 'Enter an amount like 12.500 (at most 3 decimals).'],
    ['99999999999999999999', 'USD', 'Enter an amount like 12.50 (at most 2 decimals).'],
  ])('refuses %j in %s with %j', (text, currency, message) => {
    expect(() => parseAmountToMinor(text, currency)).toThrow(message);
  });

  it('reads back every canonical amount in every number of decimals', () => {
    const currencies = fc.constantFrom('USD', 'EUR', 'JPY', 'BHD', 'CLF');
    fc.assert(
      fc.property(fc.integer({ min: -100_000_000_000, max: 100_000_000_000 }), currencies, (minor, currency) => {
        expect(parseAmountToMinor(toCanonicalAmount(minor, currency), currency)).toBe(minor);
      }),
    );
  });
});

describe('amountFormatMessage', () => {
  it.each([
    ['USD', 'Enter an amount like 12.50 (at most 2 decimals).'],
    ['JPY', 'Enter a whole amount (JPY has no decimals).'],
    ['BHD', 'Enter an amount like 12.500 (at most 3 decimals).'],
    ['CLF', 'Enter an amount like 12.5000 (at most 4 decimals).'],
  ])('%s: %j', (currency, message) => {
    expect(amountFormatMessage(currency)).toBe(message);
  });
});

describe('canonical amounts read in a currency', () => {
  const inCurrency = (currency: string) => createGymFormat({ locale: 'en-US', currency, timeZone: 'UTC' });

  it.each([
    ['EUR', '12.50', 1250],
    ['EUR', '1,000,000', 100_000_000],
    ['JPY', '1,000,000', 1_000_000],
    ['BHD', '0.001', 1],
    ['BHD', '1000000.000', 1_000_000_000],
  ])('%s takes %j as %i', (currency, text, minor) => {
    expect(readCanonicalAmount(text, AMOUNT_RULE, inCurrency(currency))).toEqual({ ok: true, minor });
  });

  it.each([
    ['JPY', '12.5', 'Enter a whole amount (JPY has no decimals).'],
    ['JPY', '0', 'Amount must be more than 0.'],
    ['JPY', '1000001', 'Amount must be at most 1,000,000.'],
    ['BHD', '1.2345', 'Enter an amount like 12.500 (at most 3 decimals).'],
    ['BHD', '1000000.001', 'Amount must be at most 1,000,000.'],
    ['EUR', '€12', 'Enter an amount like 12.50 (at most 2 decimals).'],
  ])('%s refuses %j with %j', (currency, text, message) => {
    expect(readCanonicalAmount(text, AMOUNT_RULE, inCurrency(currency))).toEqual({ ok: false, message });
  });

  it('takes a free plan in any currency and refuses a negative price', () => {
    expect(readCanonicalAmount('0', PRICE_RULE, inCurrency('JPY'))).toEqual({ ok: true, minor: 0 });
    expect(readCanonicalAmount('-1', PRICE_RULE, inCurrency('JPY'))).toEqual({
      ok: false,
      message: 'Price cannot be negative.',
    });
  });
});
