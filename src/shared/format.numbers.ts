// Amounts and counts in the gym's locale and currency: shown with Intl.NumberFormat, and read back
// from what a person types in that locale. Amounts are integer minor units; Intl is given the exact
// decimal text (toCanonicalAmount), never a float, and reading uses BigInt, so nothing ever rounds.
import { minorDigits, toCanonicalAmount } from './money.js';
import { type WeightUnit, weightIn } from './weights.js';

/**
 * The module's one whitespace policy: every space Intl writes (U+00A0 no-break space in '1.234,50 €',
 * U+202F narrow no-break space in fr-FR grouping and, in some ICU builds, before 'AM') becomes a plain
 * U+0020 space. ICU and engine versions move between these characters (CLDR 42 put U+202F before
 * AM/PM; V8 then wrote a plain space there again for the web's sake), so plain spaces keep the text the
 * same on Node and in Chromium, in tests, CSV and plain-text mail, and let the spec's
 * 'Mon-Fri 6:00 AM-10:00 PM' come out exactly.
 * Where an amount must not wrap, the screen says so with CSS (white-space: nowrap), not a character.
 * Reading goes the other way: any space a person types is taken as Intl's.
 */
export function plainSpaces(text: string): string {
  return text.replace(/\s/g, ' ');
}

// Direction marks Intl puts around numbers in Arabic, Hebrew and Persian: nothing a person types.
const DIRECTION_MARKS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const MINUS_SIGNS = /[\u2212\u2012\u2013\ufe63\uff0d]/g;

export type NumberFormats = {
  /** 123450 -> '$1,234.50' (en-US USD), '1.234,50 €' (de-DE EUR); 1234 -> '￥1,234' (ja-JP JPY). */
  money(minor: number): string;
  /** 123450 -> '1234.50' (en-US), '1234,50' (de-DE): an amount field's value, no sign, no grouping. */
  amountText(minor: number): string;
  /** What a person typed, in minor units, or null when it is not an amount in this locale and currency. */
  parseAmount(text: string): number | null;
  /** 9024 -> '9,024' (en-US), '9.024' (de-DE); whole numbers only. */
  count(n: number): string;
  /** '1 member', '9,024 members': a count with its noun (the screens' words are English). */
  countOf(n: number, singular: string, plural?: string): string;
  /** A rate in hundredths of a percent: 750 -> '7.5%' (en-US), '7,5 %' (de-DE); as exact as stored. */
  percent(basisPoints: number): string;
  /** A load in grams, in the gym's unit: 62500 g -> '62.5 kg' (en-US), '62,5 kg' (de-DE); 2 decimals at most. */
  weight(grams: number, unit: WeightUnit): string;
};

const weightNumbers = new Map<string, Intl.NumberFormat>();

/**
 * A load stored in grams as the locale writes it in the unit: formatWeight(62_500, 'kg', 'en-US') is
 * '62.5 kg', formatWeight(20_000, 'lb', 'en-US') '44.09 lb', formatWeight(1_250_000, 'kg', 'de-DE')
 * '1.250 kg'. The unit's symbol is the same in every locale the app speaks.
 */
export function formatWeight(grams: number, unit: WeightUnit, locale: string): string {
  let number = weightNumbers.get(locale);
  if (!number) {
    number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    weightNumbers.set(locale, number);
  }
  return `${plainSpaces(number.format(weightIn(grams, unit)))} ${unit}`;
}

type Symbols = { decimal: string; group: string; currencyMark: RegExp; digits: Map<string, string> };

function partOf(format: Intl.NumberFormat, value: number, type: Intl.NumberFormatPartTypes): string {
  return format.formatToParts(value).find((part) => part.type === type)?.value ?? '';
}

/** The locale's separators, its own digits if not 0–9, and every way it writes the currency. */
function symbolsOf(locale: string, currency: string): Symbols {
  const plain = new Intl.NumberFormat(locale);
  const digits = new Map<string, string>();
  for (let digit = 0; digit <= 9; digit += 1) digits.set(plain.format(digit), String(digit));
  const mark = (currencyDisplay: 'symbol' | 'narrowSymbol' | 'code') =>
    partOf(new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay }), 1, 'currency');
  const marks = new Set([mark('symbol'), mark('narrowSymbol'), mark('code'), currency].map(plainSpaces));
  return {
    decimal: partOf(plain, 1.5, 'decimal'),
    group: plainSpaces(partOf(plain, 1_234_567, 'group')),
    // Longest first, so 'US$' is taken whole before '$'.
    currencyMark: currencyMarkPattern([...marks].filter(Boolean).sort((a, b) => b.length - a.length)),
    digits,
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Matches one of the currency's marks at the start or at the end of a text, in any letter case. */
function currencyMarkPattern(marks: string[]): RegExp {
  const any = marks.map(escapeRegExp).join('|');
  return new RegExp(`^(?:${any}) *| *(?:${any})$`, 'i');
}

/**
 * Reads an amount as typed in the locale: '1.234,50' and '1234,50' in de-DE, '1,234.50' and '1234.50'
 * in en-US, '1 234,50 €' in fr-FR, '1234' but not '12.5' for JPY. A minus, the currency's sign or code
 * and the locale's own digits are allowed. Grouping is checked against the locale's own ('12.34,5' is
 * refused in de-DE), and '1234.50' in de-DE is refused rather than guessed (there '.' groups thousands).
 */
function amountReader(locale: string, currency: string): (text: string) => number | null {
  const { decimal, group, currencyMark, digits } = symbolsOf(locale, currency);
  const fractionDigits = minorDigits(currency);
  const grouped = new Intl.NumberFormat(locale, { useGrouping: 'always', maximumFractionDigits: 0 });
  const toAsciiDigits = (text: string) => [...text].map((char) => digits.get(char) ?? char).join('');
  const groupedAsLocale = (whole: string) =>
    plainSpaces(toAsciiDigits(grouped.format(whole as Intl.StringNumericLiteral)));
  // A Swiss "'" may be typed as the typographic "’" and the other way round.
  const sameGroup = (text: string) => (group === "'" || group === '’' ? text.replace(/['’]/g, group) : text);
  const fraction = fractionDigits === 0 ? '' : `(?:${escapeRegExp(decimal)}(\\d{1,${fractionDigits}}))?`;
  const groupChar = group ? `|${escapeRegExp(group)}` : '';
  const shape = new RegExp(`^((?:\\d${groupChar})*)${fraction}$`);

  return (typed) => {
    let text = plainSpaces(toAsciiDigits(typed).replace(DIRECTION_MARKS, '').replace(MINUS_SIGNS, '-')).trim();
    let negative = text.startsWith('-');
    if (negative) text = text.slice(1).trimStart();
    text = text.replace(currencyMark, '');
    if (!negative && text.startsWith('-')) {
      negative = true;
      text = text.slice(1).trimStart();
    }
    const match = shape.exec(sameGroup(text));
    if (!match) return null;
    const [, wholeText = '', fractionText = ''] = match;
    const whole = group ? wholeText.split(group).join('') : wholeText;
    if (whole === '' && fractionText === '') return null;
    // Digits typed with separators must be grouped as the locale groups them, or it is not an amount.
    if (whole !== wholeText && groupedAsLocale(whole) !== wholeText) return null;
    const minor =
      BigInt(whole || '0') * 10n ** BigInt(fractionDigits) + BigInt(fractionText.padEnd(fractionDigits, '0') || '0');
    if (minor > BigInt(Number.MAX_SAFE_INTEGER)) return null;
    return negative && minor !== 0n ? -Number(minor) : Number(minor);
  };
}

function requireCount(n: number): number {
  if (!Number.isSafeInteger(n)) throw new RangeError(`Not a whole number to count: ${n}`);
  return n;
}

/** The number functions of a gym format; every Intl object is built here, once. */
export function createNumberFormats(locale: string, currency: string): NumberFormats {
  const fractionDigits = minorDigits(currency);
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const amount = new Intl.NumberFormat(locale, {
    useGrouping: false,
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
  const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  const exact = (minor: number) => toCanonicalAmount(minor, currency) as Intl.StringNumericLiteral;
  return {
    money: (minor) => plainSpaces(money.format(exact(minor))),
    amountText: (minor) => plainSpaces(amount.format(exact(minor))),
    parseAmount: amountReader(locale, currency),
    count: (n) => plainSpaces(count.format(requireCount(n))),
    // A whole number of basis points over 10,000 is within a hair of its decimal, and two decimals of a
    // percent are exactly the basis points: the display never rounds a stored rate.
    percent: (basisPoints) => plainSpaces(percent.format(requireCount(basisPoints) / 10_000)),
    countOf: (n, singular, plural = `${singular}s`) =>
      `${plainSpaces(count.format(requireCount(n)))} ${n === 1 ? singular : plural}`,
    weight: (grams, unit) => formatWeight(grams, unit, locale),
  };
}
