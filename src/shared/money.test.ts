import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AMOUNT_RULE,
  type AmountRule,
  canonicalAmountField,
  PRICE_RULE,
  readCanonicalAmount,
} from './amount-fields.js';
import { createGymFormat } from './format.js';
import { paymentFits, remainingCents } from './money.js';

const DOLLARS = createGymFormat({ locale: 'en-US', currency: 'USD', timeZone: 'UTC' });

/** What the server makes of text an API client or an older form sent: the schema's shape, then the gym's currency. */
function read(
  text: string,
  rule: AmountRule = AMOUNT_RULE,
): { ok: true; minor: number } | { ok: false; message: string } {
  const shape = canonicalAmountField(rule).safeParse(text);
  if (!shape.success) return { ok: false, message: shape.error.issues[0]?.message ?? '' };
  return readCanonicalAmount(shape.data, rule, DOLLARS);
}

describe('what remains on a bill', () => {
  const bill = { amountCents: 5000, paidCents: 1250 };

  it('is the amount less what was paid', () => {
    expect(remainingCents(bill)).toBe(3750);
    expect(remainingCents({ amountCents: 5000, paidCents: 5000 })).toBe(0);
  });

  it('takes a payment of 1 cent up to exactly what remains, and nothing else', () => {
    expect(paymentFits(bill, 1)).toBe(true);
    expect(paymentFits(bill, 3750)).toBe(true);
    expect(paymentFits(bill, 3751)).toBe(false);
    expect(paymentFits(bill, 0)).toBe(false);
    expect(paymentFits(bill, -1)).toBe(false);
    expect(paymentFits(bill, 10.5)).toBe(false);
    expect(paymentFits({ amountCents: 5000, paidCents: 5000 }, 1)).toBe(false);
  });
});

describe("amounts as people type them (the walk-through's list)", () => {
  it.each([
    ['$20', 2000],
    ['1,200.00', 120_000],
    [' 12.5 ', 1250],
    ['$1,200', 120_000],
    ['12,345,678.9', null],
  ])('%j is accepted as %s cents (null: over the limit)', (text, cents) => {
    expect(read(text)).toEqual(
      cents === null ? { ok: false, message: 'Amount must be at most 1,000,000.' } : { ok: true, minor: cents },
    );
  });

  it.each([
    ['1e3', 'Enter an amount like 12.50.'],
    ['12.345', 'Enter an amount like 12.50 (at most 2 decimals).'],
    ['-5', 'Amount must be more than 0.'],
    ['0', 'Amount must be more than 0.'],
    ['1,20', 'Enter an amount like 12.50.'],
    ['1.2.3', 'Enter an amount like 12.50.'],
    ['1,200,00', 'Enter an amount like 12.50.'],
    [',100', 'Enter an amount like 12.50.'],
    ['1,,000', 'Enter an amount like 12.50.'],
    ['$ 20', 'Enter an amount like 12.50.'],
    ['0x10', 'Enter an amount like 12.50.'],
    ['', 'Amount is required.'],
  ])('%j is refused with %j', (text, message) => {
    expect(read(text)).toEqual({ ok: false, message });
  });

  it.each([['0'], ['0.00'], ['$0'], ['29.99'], ['1,000,000']])(
    'takes %j as a price (a free plan costs $0.00)',
    (text) => {
      expect(read(text, PRICE_RULE).ok).toBe(true);
    },
  );

  it('refuses a negative price', () => {
    expect(read('-1', PRICE_RULE)).toEqual({ ok: false, message: 'Price cannot be negative.' });
  });

  it('reads back every amount shown as money, with or without "$" and thousands commas', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), fc.boolean(), fc.boolean(), (cents, dollar, commas) => {
        const shown = DOLLARS.money(cents).replace('$', '');
        const text = `${dollar ? '$' : ''}${commas ? shown : shown.replaceAll(',', '')}`;
        expect(read(text)).toEqual({ ok: true, minor: cents });
      }),
    );
  });

  it('turns anything it accepts into whole cents from 1 to 1,000,000.00, never a fraction', () => {
    const amountLike = fc
      .array(fc.constantFrom('$', '-', ',', '.', '0', '1', '2', '5', '9', 'e', ' '), { maxLength: 14 })
      .map((chars) => chars.join(''));
    fc.assert(
      fc.property(amountLike, (text) => {
        const result = read(text);
        if (!result.ok) return;
        const cents = result.minor;
        expect(Number.isSafeInteger(cents)).toBe(true);
        expect(cents).toBeGreaterThanOrEqual(1);
        expect(cents).toBeLessThanOrEqual(100_000_000);
      }),
      { numRuns: 2000 },
    );
  });
});
