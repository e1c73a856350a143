// Reading an amount as a person types it in the gym's locale, as tables of inputs and outputs, and
// round trips: whatever a format shows as money or puts in an amount field reads back to the same
// minor units, for random amounts in every locale and currency.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGymFormat } from './format.js';

const reader = (locale: string, currency: string) => createGymFormat({ locale, currency, timeZone: 'UTC' }).parseAmount;

describe('parseAmount accepts the locale’s way of writing an amount', () => {
  it.each([
    ['en-US', 'USD', '1,234.50', 123_450],
    ['en-US', 'USD', '1234.50', 123_450],
    ['en-US', 'USD', '1234.5', 123_450],
    ['en-US', 'USD', ' 12 ', 1200],
    ['en-US', 'USD', '.5', 50],
    ['en-US', 'USD', '$1,234.50', 123_450],
    ['en-US', 'USD', '$ 12.50', 1250],
    ['en-US', 'USD', 'USD 12.50', 1250],
    ['en-US', 'USD', '12.50 usd', 1250],
    ['en-US', 'USD', '-$12.50', -1250],
    ['en-US', 'USD', '$-12.50', -1250],
    ['en-US', 'USD', '\u221212.50', -1250],
    ['en-US', 'USD', '0', 0],
    ['en-US', 'USD', '-0', 0],
    ['en-GB', 'GBP', '£1,234.50', 123_450],
    ['de-DE', 'EUR', '1.234,50', 123_450],
    ['de-DE', 'EUR', '1234,50', 123_450],
    ['de-DE', 'EUR', '1.234,50 €', 123_450],
    ['de-DE', 'EUR', '1234,5\u00a0€', 123_450],
    ['de-DE', 'EUR', ',5', 50],
    ['de-DE', 'EUR', '1.234', 123_400],
    ['de-DE', 'EUR', '-12,50 €', -1250],
    ['fr-FR', 'EUR', '1 234,50', 123_450],
    ['fr-FR', 'EUR', '1\u202f234,50\u00a0€', 123_450],
    ['fr-FR', 'EUR', '1234,50', 123_450],
    ['pt-BR', 'BRL', 'R$ 1.234,50', 123_450],
    ['pt-BR', 'BRL', '1234,50', 123_450],
    ['pt-BR', 'BRL', '-R$ 12,50', -1250],
    ['ja-JP', 'JPY', '1234', 1234],
    ['ja-JP', 'JPY', '1,234', 1234],
    ['ja-JP', 'JPY', '￥1,234', 1234],
    ['en-US', 'JPY', '¥1,234', 1234],
    ['en-US', 'BHD', '1.234', 1234],
    ['es-ES', 'EUR', '1.234,50', 123_450],
    ['de-CH', 'CHF', "CHF 1'234.50", 123_450],
    ['de-CH', 'CHF', '1’234.50', 123_450],
    ['en-IN', 'INR', '₹10,00,000.00', 100_000_000],
    ['ar-EG', 'USD', '١٢٣٤٫٥٠', 123_450],
    ['en-US', 'USD', '90,071,992,547,409.91', Number.MAX_SAFE_INTEGER],
  ])('%s %s: %j is %i', (locale, currency, text, minor) => {
    expect(reader(locale, currency)(text)).toBe(minor);
  });
});

describe('parseAmount refuses what is not an amount there, rather than guess', () => {
  it.each([
    ['en-US', 'USD', ''],
    ['en-US', 'USD', '   '],
    ['en-US', 'USD', '$'],
    ['en-US', 'USD', 'abc'],
    ['en-US', 'USD', '12.345'],
    ['en-US', 'USD', '12.'],
    ['en-US', 'USD', '1,23.45'],
    ['en-US', 'USD', '12,34.5'],
    ['en-US', 'USD', '1,,234'],
    ['en-US', 'USD', '1.234,50'],
    ['en-US', 'USD', '1e3'],
    ['en-US', 'USD', '0x10'],
    ['en-US', 'USD', 'Infinity'],
    ['en-US', 'USD', '--5'],
    ['en-US', 'USD', '$$12'],
    ['en-US', 'USD', '12 $ 5'],
    ['en-US', 'USD', '€12'],
    ['en-US', 'USD', '90,071,992,547,409.92'],
    ['de-DE', 'EUR', '1234.50'],
    ['de-DE', 'EUR', '12.34,5'],
    ['de-DE', 'EUR', '1,234.50'],
    ['de-DE', 'EUR', '12,345'],
    ['de-DE', 'EUR', '1 234,50'],
    ['fr-FR', 'EUR', '1.234,50'],
    ['fr-FR', 'EUR', '12 34,50'],
    ['ja-JP', 'JPY', '12.5'],
    ['ja-JP', 'JPY', '1234.00'],
    ['en-US', 'JPY', '1234,5'],
    ['en-US', 'BHD', '1.2345'],
    ['en-IN', 'INR', '1,000,000.00'],
  ])('%s %s: %j is not an amount', (locale, currency, text) => {
    expect(reader(locale, currency)(text)).toBeNull();
  });
});

const LOCALES = ['en-US', 'en-GB', 'de-DE', 'fr-FR', 'pt-BR', 'ja-JP', 'es-ES', 'de-CH', 'en-IN', 'ar-EG', 'sv-SE'];
const CURRENCIES = ['USD', 'EUR', 'GBP', 'BRL', 'JPY', 'BHD'];
// Built once here: there are more pairs than createGymFormat keeps.
const FORMATS = LOCALES.flatMap((locale) =>
  CURRENCIES.map((currency) => createGymFormat({ locale, currency, timeZone: 'UTC' })),
);

describe('round trips', () => {
  it.each(FORMATS.map((format) => [format.locale, format.currency, format]))(
    '%s %s: money and amountText read back to the same minor units',
    (_locale, _currency, format) => {
      fc.assert(
        fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (minor) => {
          expect(format.parseAmount(format.money(minor))).toBe(minor);
          expect(format.parseAmount(format.amountText(minor))).toBe(minor);
        }),
        { numRuns: 200 },
      );
    },
  );

  it('reads back amounts of everyday size, shown and edited, in every locale and currency', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FORMATS), fc.integer({ min: 0, max: 100_000_000 }), (format, minor) => {
        expect(format.parseAmount(format.amountText(minor))).toBe(minor);
        expect(format.parseAmount(format.money(minor))).toBe(minor);
      }),
      { numRuns: 2000 },
    );
  });

  it('turns anything it accepts into whole minor units, never a fraction', () => {
    const typed = fc
      .array(fc.constantFrom('$', '€', '-', ',', '.', ' ', '\u00a0', '0', '1', '5', '9', 'e', "'"), { maxLength: 14 })
      .map((chars) => chars.join(''));
    fc.assert(
      fc.property(fc.constantFrom(...FORMATS), typed, (format, text) => {
        const minor = format.parseAmount(text);
        if (minor !== null) expect(Number.isSafeInteger(minor)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });
});
