// The one home of formatting: every amount, count, date and time the app shows is written by a
// GymFormat made from the gym's locale, currency and time zone, on the server and in the browser alike.
// Components never call toLocaleString or write '$' themselves.
//
// Policies, each explained where it is applied:
// - whitespace: every space Intl writes becomes a plain space (plainSpaces, format.numbers.ts);
// - dates: one style, 'medium'; date-times: 'medium' + short time; the locale's one hour cycle for every
//   time; calendar days never shift, instants are shown on the gym's clock (format.dates.ts);
// - amounts: integer minor units, handed to Intl as exact decimal text, read back with BigInt.
import { isTimeZone } from './calendar.js';
import { createDateFormats, type DateFormats } from './format.dates.js';
import { createNumberFormats, type NumberFormats } from './format.numbers.js';
import { isSupportedCurrency, toCanonicalAmount } from './money.js';

export type { Weekday } from './format.dates.js';
export { WEEKDAYS } from './format.dates.js';
export { formatWeight } from './format.numbers.js';
export { isSupportedCurrency } from './money.js';

export type GymFormatSettings = { locale: string; currency: string; timeZone: string };

export type GymFormat = Readonly<GymFormatSettings> &
  Readonly<NumberFormats> &
  Readonly<DateFormats> & {
    /** The amount's minor units as the server's canonical text: '1234.50', '1234' for JPY. */
    canonicalAmount(minor: number): string;
  };

/**
 * True for a well-formed BCP 47 tag that Intl formats numbers and dates for ('de-DE', 'pt-BR', also
 * 'en-us'; not 'en_US' or 'xx'). Store canonicalLocale(tag), so the same locale is always one text.
 */
export function isSupportedLocale(tag: string): boolean {
  return canonicalLocale(tag) !== null;
}

/** The canonical spelling of a supported tag ('en-us' -> 'en-US'), or null when it is not one. */
export function canonicalLocale(tag: string): string | null {
  try {
    const [canonical] = Intl.getCanonicalLocales(tag);
    if (canonical === undefined) return null;
    const numbers = Intl.NumberFormat.supportedLocalesOf(canonical).length > 0;
    return numbers && Intl.DateTimeFormat.supportedLocalesOf(canonical).length > 0 ? canonical : null;
  } catch {
    return null;
  }
}

// A gym has one set of settings at a time; a few entries cover a change and the tests' tables.
const MAX_CACHED = 32;
const cache = new Map<string, GymFormat>();

/**
 * The formatting functions for a gym's settings, with every Intl object built once and kept: the server
 * asks for one per request, so the same settings give the same object back. Throws a RangeError naming
 * the setting when the locale, currency or time zone is not one Intl supports.
 */
export function createGymFormat(settings: GymFormatSettings): GymFormat {
  const { locale, currency, timeZone } = settings;
  const key = `${locale}|${currency}|${timeZone}`;
  const cached = cache.get(key);
  if (cached) return cached;
  if (!isSupportedLocale(locale)) throw new RangeError(`Not a supported locale: ${JSON.stringify(locale)}`);
  if (!isSupportedCurrency(currency)) throw new RangeError(`Not a supported currency: ${JSON.stringify(currency)}`);
  if (!isTimeZone(timeZone)) throw new RangeError(`Not a time zone: ${JSON.stringify(timeZone)}`);
  const format: GymFormat = Object.freeze({
    locale,
    currency,
    timeZone,
    ...createNumberFormats(locale, currency),
    ...createDateFormats(locale, timeZone),
    canonicalAmount: (minor: number) => toCanonicalAmount(minor, currency),
  });
  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(key, format);
  return format;
}
