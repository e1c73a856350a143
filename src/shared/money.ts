// Money is integer cents end to end. Amounts are typed as decimal text and converted with integer
// arithmetic only: 19.99 * 100 in floating point is 1998.9999999999998, which must never reach a bill.
import * as z from 'zod/mini';

export const AMOUNT_MAX_CENTS = 100_000_000;

/**
 * An optional minus (so '-5' gets the "more than 0" message), an optional '$', then digits — plain
 * ('1200') or grouped by thousands with commas ('1,200') — and at most 2 decimals.
 */
const AMOUNT_PATTERN = /^-?\$?(?:(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?|\.\d{1,2})$/;

/** Cents as a BigInt (exact for any length of digits), or null when the text is not an amount. */
function toCents(text: string): bigint | null {
  if (!AMOUNT_PATTERN.test(text)) return null;
  const negative = text.startsWith('-');
  const digits = text.replace(/^-/, '').replace('$', '').replaceAll(',', '');
  const [whole = '', fraction = ''] = digits.split('.');
  const cents = BigInt(whole || '0') * 100n + BigInt(fraction.padEnd(2, '0'));
  return negative ? -cents : cents;
}

const AMOUNT_FORMAT_MESSAGE = 'Enter an amount like 12.50 (at most 2 decimals).';

function moneyField(label: string, minimum: 'positive' | 'zero-or-more') {
  return z.string().check(
    z.trim(),
    z.minLength(1, { error: `${label} is required.`, abort: true }),
    z.regex(AMOUNT_PATTERN, { error: AMOUNT_FORMAT_MESSAGE, abort: true }),
    minimum === 'positive'
      ? z.refine((text) => (toCents(text) ?? 0n) > 0n, { error: `${label} must be more than 0.`, abort: true })
      : z.refine((text) => (toCents(text) ?? 0n) >= 0n, { error: `${label} cannot be negative.`, abort: true }),
    z.refine((text) => (toCents(text) ?? 0n) <= BigInt(AMOUNT_MAX_CENTS), {
      error: `${label} must be at most 1,000,000.`,
    }),
  );
}

/** A bill or payment amount: more than 0. */
export const amountField = moneyField('Amount', 'positive');
/** A plan's price: $0.00 is a free plan. */
export const priceField = moneyField('Price', 'zero-or-more');

/** '12.5' -> 1250. For text that passed amountField; throws on anything that is not an amount. */
export function parseAmountToCents(text: string): number {
  const cents = toCents(text.trim());
  if (cents === null) throw new Error(`Not an amount: ${JSON.stringify(text)}`);
  return Number(cents);
}

/** 123450 -> '1,234.50'. No currency sign: the screens write 'Amount: $' before it. */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`Not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${whole}.${(abs % 100).toString().padStart(2, '0')}`;
}

/** What is left to pay on a bill. */
export function remainingCents(bill: { amountCents: number; paidCents: number }): number {
  return bill.amountCents - bill.paidCents;
}

/** A payment may cover part or all of what remains, never more. */
export function paymentFits(bill: { amountCents: number; paidCents: number }, amountCents: number): boolean {
  return Number.isSafeInteger(amountCents) && amountCents > 0 && amountCents <= remainingCents(bill);
}

/** '$12.50' for USD (the spec's display); '12.50 EUR' for any other currency. */
export function formatMoney(cents: number, currency = 'USD'): string {
  return currency === 'USD' ? `$${formatCents(cents)}` : `${formatCents(cents)} ${currency}`;
}
