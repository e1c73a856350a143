// Money is integer minor units end to end (cents for USD, EUR, GBP, BRL; yen for JPY; fils for BHD).
// Amounts are typed as decimal text and converted with integer arithmetic only: 19.99 * 100 in
// floating point is 1998.9999999999998, which must never reach a bill. Amounts are shown by the
// gym's GymFormat (format.ts) and read from fields by amount-fields.ts; this module keeps the rules.

export const AMOUNT_MAX_CENTS = 100_000_000;

const digitsByCurrency = new Map<string, number>();

/**
 * How many digits the currency's minor unit has, as Intl (CLDR) knows it: USD 2, JPY 0, BHD 3, CLF 4.
 * Cached: the server asks on every amount it reads. Throws a RangeError for a malformed code.
 */
export function minorDigits(currency: string): number {
  let digits = digitsByCurrency.get(currency);
  if (digits === undefined) {
    const options = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions();
    digits = options.maximumFractionDigits ?? 2;
    digitsByCurrency.set(currency, digits);
  }
  return digits;
}

let currencies: Set<string> | undefined;

/** True for an ISO 4217 code this runtime's Intl lists ('EUR'; not 'eur', 'XXX' or 'ABC'). */
export function isSupportedCurrency(code: string): boolean {
  currencies ??= new Set(Intl.supportedValuesOf('currency'));
  return currencies.has(code);
}

const amountPatterns = new Map<string, RegExp>();

/**
 * The canonical amount text the server accepts, whatever the gym's locale: an optional minus, digits
 * plain ('1200') or grouped by thousands with commas ('1,200'), and a '.' before at most as many
 * decimals as the currency has (none for JPY). '$' may lead for USD only, as the first forms allowed.
 */
function amountPattern(currency: string): RegExp {
  let pattern = amountPatterns.get(currency);
  if (!pattern) {
    const digits = minorDigits(currency);
    const whole = String.raw`(?:\d{1,3}(?:,\d{3})+|\d+)`;
    const fraction = String.raw`\.\d{1,${digits}}`;
    const number = digits === 0 ? whole : `(?:${whole}(?:${fraction})?|${fraction})`;
    pattern = new RegExp(`^-?${currency === 'USD' ? String.raw`\$?` : ''}${number}$`);
    amountPatterns.set(currency, pattern);
  }
  return pattern;
}

/** Minor units as a BigInt (exact for any length of digits), or null when the text is not an amount. */
function toMinor(text: string, currency: string): bigint | null {
  if (!amountPattern(currency).test(text)) return null;
  const digits = minorDigits(currency);
  const negative = text.startsWith('-');
  const plain = text.replace(/^-/, '').replace('$', '').replaceAll(',', '');
  const [whole = '', fraction = ''] = plain.split('.');
  const minor = BigInt(whole || '0') * 10n ** BigInt(digits) + BigInt(fraction.padEnd(digits, '0') || '0');
  return negative ? -minor : minor;
}

/** What an amount field says about text it cannot read, naming how many decimals the currency has. */
export function amountFormatMessage(currency: string): string {
  const digits = minorDigits(currency);
  if (digits === 0) return `Enter a whole amount (${currency} has no decimals).`;
  return `Enter an amount like 12.${'50'.padEnd(digits, '0').slice(0, digits)} (at most ${digits} ${digits === 1 ? 'decimal' : 'decimals'}).`;
}

/**
 * Canonical text ('12.5', '1,200', '-3') to minor units of the currency. Throws a RangeError whose
 * message is amountFormatMessage when the text is not an amount in that currency ('12.5' for JPY).
 */
export function parseAmountToMinor(text: string, currency: string): number {
  const minor = toMinor(text.trim(), currency);
  if (minor === null || minor > BigInt(Number.MAX_SAFE_INTEGER) || minor < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(amountFormatMessage(currency));
  }
  return Number(minor);
}

/**
 * Minor units as canonical text: 123450 USD -> '1234.50', 1234 JPY -> '1234', 1234 BHD -> '1.234'.
 * Built from the digits as text, so no division ever rounds. The server accepts it back, and
 * Intl.NumberFormat formats it exactly (a decimal string, not a float).
 */
export function toCanonicalAmount(minor: number, currency: string): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Not a whole number of minor units: ${minor}`);
  const digits = minorDigits(currency);
  const padded = String(Math.abs(minor)).padStart(digits + 1, '0');
  const whole = padded.slice(0, padded.length - digits);
  const sign = minor < 0 ? '-' : '';
  return digits === 0 ? `${sign}${whole}` : `${sign}${whole}.${padded.slice(-digits)}`;
}

/** What is left to pay on a bill. */
export function remainingCents(bill: { amountCents: number; paidCents: number }): number {
  return bill.amountCents - bill.paidCents;
}

/** A payment may cover part or all of what remains, never more. */
export function paymentFits(bill: { amountCents: number; paidCents: number }, amountCents: number): boolean {
  return Number.isSafeInteger(amountCents) && amountCents > 0 && amountCents <= remainingCents(bill);
}

/**
 * The tax part of a tax-inclusive amount: amount × rate / (100 % + rate), rounded to the nearest minor
 * unit, a half away from zero. `rateBasisPoints` is hundredths of a percent (2000 is 20 %), as the
 * settings keep it. 12.00 at 20 % holds 2.00 of tax; 10.00 at 20 % holds 1.666…, so 1.67. Integer
 * arithmetic (BigInt) only: no amount is ever a float.
 */
export function includedTax(amountMinor: number, rateBasisPoints: number): number {
  if (!Number.isSafeInteger(amountMinor)) throw new RangeError(`Not a whole number of minor units: ${amountMinor}`);
  if (!Number.isInteger(rateBasisPoints) || rateBasisPoints < 0 || rateBasisPoints > 10_000) {
    throw new RangeError(`Not a tax rate in basis points (0 to 10000): ${rateBasisPoints}`);
  }
  const amount = BigInt(Math.abs(amountMinor));
  const rate = BigInt(rateBasisPoints);
  const divisor = 10_000n + rate;
  // Rounded half up on the magnitude: (2n + d) / 2d, then the sign put back.
  const tax = (2n * amount * rate + divisor) / (2n * divisor);
  return amountMinor < 0 ? -Number(tax) : Number(tax);
}

/** An open bill as a payment is spread over it: what it is, what it still owes, and how old it is. */
export interface OwingBill {
  id: string;
  dueDate: string;
  issueDate: string;
  amountCents: number;
  paidCents: number;
}

/**
 * One payment spread over open bills, the oldest first: by due date, then issue date, then id (so two
 * bills of one day always take their turn in the same order). Each bill takes what it still owes
 * until the payment runs out; the last one may be paid in part. Null when the payment is not a whole
 * positive number of minor units or is more than all the bills owe together: it is never split so
 * that a bill would be paid more than it owes.
 */
export function allocateOldestFirst(
  bills: readonly OwingBill[],
  amountCents: number,
): { billId: string; amountCents: number }[] | null {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) return null;
  const oldestFirst = [...bills].sort(
    (a, b) => compareText(a.dueDate, b.dueDate) || compareText(a.issueDate, b.issueDate) || compareText(a.id, b.id),
  );
  const parts: { billId: string; amountCents: number }[] = [];
  let left = amountCents;
  for (const bill of oldestFirst) {
    if (left === 0) break;
    const owed = remainingCents(bill);
    if (owed <= 0) continue;
    const part = Math.min(owed, left);
    parts.push({ billId: bill.id, amountCents: part });
    left -= part;
  }
  return left === 0 ? parts : null;
}

/** Code-unit order, the same in every locale and runtime (ids and ISO dates compare as text). */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
