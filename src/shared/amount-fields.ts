// Amount fields, two halves of one rule. The browser reads what a person typed in the gym's locale
// ('1.234,50' in de-DE) and sends the canonical text ('1234.50'); the server checks that text against the
// gym's currency (no decimals for JPY), since only it knows the currency for certain when the call lands.
// Both halves give the same messages, so a mistake reads the same wherever it is caught.
import * as z from 'zod/mini';
import type { GymFormat } from './format.js';
import { AMOUNT_MAX_CENTS, minorDigits, parseAmountToMinor } from './money.js';

export type AmountRule = { label: 'Amount' | 'Price' | 'Opening balance'; minimum: 'positive' | 'zero-or-more' };
export const AMOUNT_RULE: AmountRule = { label: 'Amount', minimum: 'positive' };
export const PRICE_RULE: AmountRule = { label: 'Price', minimum: 'zero-or-more' };
/** An imported member's opening balance: nothing owed (0) or what they owe. */
export const OPENING_BALANCE_RULE: AmountRule = { label: 'Opening balance', minimum: 'zero-or-more' };

/** The largest amount a field takes, in major units of any currency. */
const AMOUNT_MAX_MAJOR = AMOUNT_MAX_CENTS / 100;

/** What the locale's amount field says about text it cannot read: 'Enter an amount like 12,50 …'. */
function localAmountMessage(format: GymFormat): string {
  const digits = minorDigits(format.currency);
  if (digits === 0) return `Enter a whole amount (${format.currency} has no decimals).`;
  // 12.50 in the currency's minor units: 125 for one decimal, 1250 for two, 12500 for three.
  const example = format.amountText(Math.round(1250 * 10 ** (digits - 2)));
  return `Enter an amount like ${example} (at most ${digits} ${digits === 1 ? 'decimal' : 'decimals'}).`;
}

/**
 * Why minor units break the rule, or null when they keep it: more than 0 for an amount, not below 0 for
 * a price, and at most 1,000,000 in major units.
 */
function amountRuleMessage(minor: number, rule: AmountRule, format: Pick<GymFormat, 'currency' | 'count'>) {
  if (rule.minimum === 'positive' && minor <= 0) return `${rule.label} must be more than 0.`;
  if (rule.minimum === 'zero-or-more' && minor < 0) return `${rule.label} cannot be negative.`;
  if (minor > AMOUNT_MAX_MAJOR * 10 ** minorDigits(format.currency)) {
    return `${rule.label} must be at most ${format.count(AMOUNT_MAX_MAJOR)}.`;
  }
  return null;
}

/**
 * A form's amount field in the gym's locale: required, readable, within the rule. The form sends
 * canonicalAmountOf(format, text) once it passes.
 */
export function localAmountField(format: GymFormat, rule: AmountRule) {
  return z.string().check(
    z.trim(),
    z.minLength(1, { error: `${rule.label} is required.`, abort: true }),
    z.refine((text) => format.parseAmount(text) !== null, { error: localAmountMessage(format), abort: true }),
    z.superRefine((text, context) => {
      const message = amountRuleMessage(format.parseAmount(text) ?? 0, rule, format);
      if (message) context.issues.push({ code: 'custom', message, input: text });
    }),
  );
}

/** The canonical text of what a person typed ('1.234,50' in de-DE -> '1234.50'); null if unreadable. */
export function canonicalAmountOf(format: GymFormat, typed: string): string | null {
  const minor = format.parseAmount(typed);
  return minor === null ? null : format.canonicalAmount(minor);
}

// Canonical text as the browser sends it: digits, commas grouping thousands, a '.' and up to four
// decimals (the most any currency has), a leading '$' as the first forms allowed. Whether the decimals
// fit the gym's currency is the server's check (readAmountIn), which knows the currency.
const CANONICAL_SHAPE = /^-?\$?(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d{1,4})?$/;

/** An input schema's amount or price: canonical text, checked against the gym's currency after parsing. */
export function canonicalAmountField(rule: AmountRule) {
  return z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: `${rule.label} is required.`, abort: true }),
      z.regex(CANONICAL_SHAPE, { error: 'Enter an amount like 12.50.' }),
    );
}

/**
 * The server's reading of canonical text that passed canonicalAmountField: its minor units in the
 * gym's currency, or why it does not fit ('12.50' for a gym in yen, 0 for an amount).
 */
export function readCanonicalAmount(
  text: string,
  rule: AmountRule,
  format: Pick<GymFormat, 'currency' | 'count'>,
): { ok: true; minor: number } | { ok: false; message: string } {
  let minor: number;
  try {
    minor = parseAmountToMinor(text, format.currency);
  } catch (error) {
    if (error instanceof RangeError) return { ok: false, message: error.message };
    throw error;
  }
  const message = amountRuleMessage(minor, rule, format);
  return message ? { ok: false, message } : { ok: true, minor };
}
