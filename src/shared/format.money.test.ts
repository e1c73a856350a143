// Amounts and counts in the gym's locale and currency, as tables of inputs and outputs. Expected texts
// are Intl's (Node 20's ICU, the same in Chromium) after the one whitespace policy: plain spaces only.
import { describe, expect, it } from 'vitest';
import { canonicalLocale, createGymFormat, isSupportedLocale } from './format.js';
import { plainSpaces } from './format.numbers.js';

const inLocale = (locale: string, currency: string) => createGymFormat({ locale, currency, timeZone: 'UTC' });

describe('money: locales × currencies', () => {
  it.each([
    ['en-US', 'USD', 123_450, '$1,234.50'],
    ['en-US', 'EUR', 123_450, '€1,234.50'],
    ['en-US', 'GBP', 123_450, '£1,234.50'],
    ['en-US', 'BRL', 123_450, 'R$1,234.50'],
    ['en-US', 'JPY', 1234, '¥1,234'],
    ['en-GB', 'USD', 123_450, 'US$1,234.50'],
    ['en-GB', 'EUR', 123_450, '€1,234.50'],
    ['en-GB', 'GBP', 123_450, '£1,234.50'],
    ['en-GB', 'BRL', 123_450, 'R$1,234.50'],
    ['en-GB', 'JPY', 1234, 'JP¥1,234'],
    ['de-DE', 'USD', 123_450, '1.234,50 $'],
    ['de-DE', 'EUR', 123_450, '1.234,50 €'],
    ['de-DE', 'GBP', 123_450, '1.234,50 £'],
    ['de-DE', 'BRL', 123_450, '1.234,50 R$'],
    ['de-DE', 'JPY', 1234, '1.234 ¥'],
    ['fr-FR', 'USD', 123_450, '1 234,50 $US'],
    ['fr-FR', 'EUR', 123_450, '1 234,50 €'],
    ['fr-FR', 'GBP', 123_450, '1 234,50 £GB'],
    ['fr-FR', 'BRL', 123_450, '1 234,50 R$'],
    ['fr-FR', 'JPY', 1234, '1 234 JPY'],
    ['pt-BR', 'USD', 123_450, 'US$ 1.234,50'],
    ['pt-BR', 'EUR', 123_450, '€ 1.234,50'],
    ['pt-BR', 'GBP', 123_450, '£ 1.234,50'],
    ['pt-BR', 'BRL', 123_450, 'R$ 1.234,50'],
    ['pt-BR', 'JPY', 1234, 'JP¥ 1.234'],
    ['ja-JP', 'USD', 123_450, '$1,234.50'],
    ['ja-JP', 'EUR', 123_450, '€1,234.50'],
    ['ja-JP', 'GBP', 123_450, '£1,234.50'],
    ['ja-JP', 'BRL', 123_450, 'R$1,234.50'],
    ['ja-JP', 'JPY', 1234, '￥1,234'],
  ])('%s %s: %i minor units are %j', (locale, currency, minor, text) => {
    expect(inLocale(locale, currency).money(minor)).toBe(text);
  });

  it.each([
    ['en-US', 'USD', 0, '$0.00'],
    ['en-US', 'USD', 1, '$0.01'],
    ['en-US', 'USD', 1999, '$19.99'],
    ['en-US', 'USD', -1250, '-$12.50'],
    ['de-DE', 'EUR', -5, '-0,05 €'],
    ['pt-BR', 'BRL', -5, '-R$ 0,05'],
    ['ja-JP', 'JPY', -5, '-￥5'],
    ['en-US', 'BHD', 1234, 'BHD 1.234'],
    ['de-DE', 'KWD', 123_450, '123,450 KWD'],
    ['es-ES', 'EUR', 123_450, '1234,50 €'],
    ['es-ES', 'EUR', 1_234_500, '12.345,00 €'],
    ['en-IN', 'INR', 100_000_000, '₹10,00,000.00'],
    ['de-CH', 'CHF', 123_450, "CHF 1'234.50"],
    // Past what a float carries to the cent: Intl is given the digits, not a number.
    ['en-US', 'USD', Number.MAX_SAFE_INTEGER, '$90,071,992,547,409.91'],
    ['en-US', 'JPY', Number.MAX_SAFE_INTEGER, '¥9,007,199,254,740,991'],
  ])('%s %s: %i minor units are %j', (locale, currency, minor, text) => {
    expect(inLocale(locale, currency).money(minor)).toBe(text);
  });

  it.each([1.5, Number.NaN, 2 ** 53])('refuses %d: not whole minor units', (minor) => {
    expect(() => inLocale('en-US', 'USD').money(minor)).toThrow(RangeError);
  });
});

describe('amountText: the editable value, no sign and no grouping', () => {
  it.each([
    ['en-US', 'USD', 123_450, '1234.50'],
    ['en-GB', 'GBP', 5, '0.05'],
    ['de-DE', 'EUR', 123_450, '1234,50'],
    ['fr-FR', 'EUR', 123_450_000, '1234500,00'],
    ['pt-BR', 'BRL', 1999, '19,99'],
    ['ja-JP', 'JPY', 1234, '1234'],
    ['en-US', 'JPY', 1234, '1234'],
    ['de-DE', 'BHD', 1234, '1,234'],
    ['en-US', 'USD', 0, '0.00'],
    ['de-DE', 'EUR', -1250, '-12,50'],
  ])('%s %s: %i is %j', (locale, currency, minor, text) => {
    expect(inLocale(locale, currency).amountText(minor)).toBe(text);
  });
});

describe('count: thousands separators, whole numbers only', () => {
  it.each([
    ['en-US', 9024, '9,024'],
    ['en-GB', 1_234_567, '1,234,567'],
    ['de-DE', 9024, '9.024'],
    ['fr-FR', 9024, '9 024'],
    ['pt-BR', 9024, '9.024'],
    ['ja-JP', 9024, '9,024'],
    ['en-US', 0, '0'],
    ['en-US', -12_000, '-12,000'],
    // CLDR: Spanish groups from five digits on; the locale decides.
    ['es-ES', 9024, '9024'],
    ['es-ES', 19_024, '19.024'],
  ])('%s: %i is %j', (locale, n, text) => {
    expect(inLocale(locale, 'EUR').count(n)).toBe(text);
  });

  it.each([2.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %d', (n) => {
    expect(() => inLocale('en-US', 'USD').count(n)).toThrow('Not a whole number to count');
  });

  it.each([
    ['en-US', 1, '1 member'],
    ['en-US', 0, '0 members'],
    ['en-US', 9024, '9,024 members'],
    ['de-DE', 9024, '9.024 members'],
  ])('countOf in %s: %i is %j', (locale, n, text) => {
    expect(inLocale(locale, 'EUR').countOf(n, 'member')).toBe(text);
  });

  it.each([
    ['en-US', 2000, '20%'],
    ['en-GB', 750, '7.5%'],
    ['de-DE', 750, '7,5 %'],
    ['fr-FR', 1925, '19,25 %'],
    ['pt-BR', 1, '0,01%'],
    ['ja-JP', 10_000, '100%'],
    ['en-US', 0, '0%'],
  ])('percent in %s: %i basis points are %j', (locale, basisPoints, text) => {
    expect(inLocale(locale, 'EUR').percent(basisPoints)).toBe(text);
  });

  it('countOf takes an irregular plural', () => {
    expect(inLocale('en-GB', 'GBP').countOf(2, 'class', 'classes')).toBe('2 classes');
  });
});

describe('the whitespace policy: only plain spaces', () => {
  it.each([
    ['\u00a0', ' '],
    ['1\u202f234,50\u00a0€', '1 234,50 €'],
    ['6:00\u202fAM', '6:00 AM'],
    ['a\u2009b\u3000c', 'a b c'],
  ])('plainSpaces(%j) is %j', (text, plain) => {
    expect(plainSpaces(text)).toBe(plain);
  });

  it('leaves no no-break or narrow space in anything a format writes', () => {
    for (const locale of ['en-US', 'en-GB', 'de-DE', 'fr-FR', 'pt-BR', 'ja-JP', 'es-ES', 'de-CH']) {
      const format = createGymFormat({ locale, currency: 'EUR', timeZone: 'Europe/Paris' });
      const texts = [
        format.money(-123_456_789),
        format.amountText(-123_456_789),
        format.count(1_234_567),
        format.date('2026-11-25T18:00:00Z'),
        format.dateTime('2026-11-25T18:00:00Z'),
        format.time('2026-11-25T18:00:00Z'),
        format.dayTime('2026-11-25T18:00:00Z'),
        format.month('2026-11-01'),
        format.hoursRange('06:00', '22:00'),
      ];
      for (const text of texts) expect(text, `${locale}: ${JSON.stringify(text)}`).not.toMatch(/[^\S ]/);
    }
  });
});

describe('settings the format is made from', () => {
  it.each([
    ['en-US', 'en-US'],
    ['en-us', 'en-US'],
    ['EN-gb', 'en-GB'],
    ['de', 'de'],
    ['pt-BR', 'pt-BR'],
    ['zh-Hant-TW', 'zh-Hant-TW'],
    ['en-US-u-hc-h23', 'en-US-u-hc-h23'],
  ])('%j is a supported locale, stored as %j', (tag, canonical) => {
    expect(isSupportedLocale(tag)).toBe(true);
    expect(canonicalLocale(tag)).toBe(canonical);
  });

  it.each(['', 'en_US', 'xx', 'xx-YY', 'i-klingon', 'und', 'root', 'english'])('%j is not', (tag) => {
    expect(isSupportedLocale(tag)).toBe(false);
    expect(canonicalLocale(tag)).toBeNull();
  });

  it.each([
    [{ locale: 'en_US', currency: 'USD', timeZone: 'UTC' }, 'Not a supported locale: "en_US"'],
    [{ locale: 'en-US', currency: 'usd', timeZone: 'UTC' }, 'Not a supported currency: "usd"'],
    [{ locale: 'en-US', currency: 'XXX', timeZone: 'UTC' }, 'Not a supported currency: "XXX"'],
    [{ locale: 'en-US', currency: 'USD', timeZone: 'Mars/Olympus' }, 'Not a time zone: "Mars/Olympus"'],
  ])('refuses %j', (settings, message) => {
    expect(() => createGymFormat(settings)).toThrow(message);
  });

  it('gives the same format back for the same settings, so its Intl objects are built once', () => {
    const settings = { locale: 'de-DE', currency: 'EUR', timeZone: 'Europe/Berlin' };
    expect(createGymFormat({ ...settings })).toBe(createGymFormat({ ...settings }));
    expect(createGymFormat({ ...settings, currency: 'USD' })).not.toBe(createGymFormat(settings));
  });

  it('writes the canonical amount the server accepts, whatever the locale', () => {
    expect(inLocale('de-DE', 'EUR').canonicalAmount(123_450)).toBe('1234.50');
    expect(inLocale('ja-JP', 'JPY').canonicalAmount(1234)).toBe('1234');
  });
});
