import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountField, formatCents, parseAmountToCents, paymentFits, priceField, remainingCents } from './money.js';

function check(text: string): { ok: true; value: string } | { ok: false; message: string | undefined } {
  const result = amountField.safeParse(text);
  return result.success ? { ok: true, value: result.data } : { ok: false, message: result.error.issues[0]?.message };
}

describe('amountField', () => {
  it.each([
    ['12.5', '12.5'],
    ['12.50', '12.50'],
    [' 12 ', '12'],
    ['.5', '.5'],
    ['0.01', '0.01'],
    ['1000000', '1000000'],
    ['1000000.00', '1000000.00'],
    ['$20', '$20'],
    ['1,200.00', '1,200.00'],
    ['$1,000,000', '$1,000,000'],
  ])('accepts %j', (text, value) => {
    expect(check(text)).toEqual({ ok: true, value });
  });

  it.each([
    ['', 'Amount is required.'],
    ['   ', 'Amount is required.'],
    ['0', 'Amount must be more than 0.'],
    ['0.00', 'Amount must be more than 0.'],
    ['-1', 'Amount must be more than 0.'],
    ['1.234', 'Enter an amount like 12.50 (at most 2 decimals).'],
    ['1e3', 'Enter an amount like 12.50 (at most 2 decimals).'],
    ['abc', 'Enter an amount like 12.50 (at most 2 decimals).'],
    ['12.', 'Enter an amount like 12.50 (at most 2 decimals).'],
    ['1,00', 'Enter an amount like 12.50 (at most 2 decimals).'],
    ['12,34.5', 'Enter an amount like 12.50 (at most 2 decimals).'],
    ['1,2345', 'Enter an amount like 12.50 (at most 2 decimals).'],
    ['$$5', 'Enter an amount like 12.50 (at most 2 decimals).'],
    ['5$', 'Enter an amount like 12.50 (at most 2 decimals).'],
    ['€5', 'Enter an amount like 12.50 (at most 2 decimals).'],
    ['Infinity', 'Enter an amount like 12.50 (at most 2 decimals).'],
    ['1000000.01', 'Amount must be at most 1,000,000.'],
    ['99999999999999999999999', 'Amount must be at most 1,000,000.'],
  ])('refuses %j with %j', (text, message) => {
    expect(check(text)).toEqual({ ok: false, message });
  });

  it('gives exactly one message for a mistake', () => {
    expect(amountField.safeParse('abc').error?.issues).toHaveLength(1);
    expect(amountField.safeParse('').error?.issues).toHaveLength(1);
  });
});

describe('parseAmountToCents', () => {
  it.each([
    ['12.5', 1250],
    ['12.50', 1250],
    ['12', 1200],
    [' 12 ', 1200],
    ['.5', 50],
    ['0.01', 1],
    ['19.99', 1999],
    ['0.29', 29],
    ['1.15', 115],
    ['1000000', 100_000_000],
    ['$20', 2000],
    ['1,200.00', 120_000],
    ['$1,234.5', 123_450],
  ])('%j is %i cents', (text, cents) => {
    expect(parseAmountToCents(text)).toBe(cents);
  });

  it('has no floating-point error for any cent value', () => {
    for (let cents = 0; cents < 100_000; cents += 1) {
      const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
      if (parseAmountToCents(text) !== cents) throw new Error(`${text} parsed wrong`);
    }
  });

  it('throws on text that is not an amount', () => {
    for (const text of ['abc', '1e3', '1.234', '']) expect(() => parseAmountToCents(text)).toThrow();
  });
});

describe('formatCents', () => {
  it.each([
    [1250, '12.50'],
    [1, '0.01'],
    [0, '0.00'],
    [99, '0.99'],
    [123_450, '1,234.50'],
    [100_000_000, '1,000,000.00'],
    [1999, '19.99'],
  ])('%i cents shows as %j', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  it('round-trips with parseAmountToCents', () => {
    for (const cents of [1, 50, 1999, 123_456, 100_000_000]) {
      expect(parseAmountToCents(formatCents(cents).replaceAll(',', ''))).toBe(cents);
    }
  });
});

describe('priceField', () => {
  it.each([['0'], ['0.00'], ['$0'], ['29.99'], ['1,000,000']])('accepts %j (a free plan costs $0.00)', (text) => {
    expect(priceField.safeParse(text).success).toBe(true);
  });

  it.each([
    ['', 'Price is required.'],
    ['-1', 'Price cannot be negative.'],
    ['-.5', 'Price cannot be negative.'],
    ['1000000.01', 'Price must be at most 1,000,000.'],
    ['free', 'Enter an amount like 12.50 (at most 2 decimals).'],
  ])('refuses %j with %j', (text, message) => {
    expect(priceField.safeParse(text).error?.issues.map((i) => i.message)).toEqual([message]);
  });
});

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
    const result = amountField.safeParse(text);
    if (cents === null) {
      expect(result.error?.issues[0]?.message).toBe('Amount must be at most 1,000,000.');
      return;
    }
    expect(result.success).toBe(true);
    expect(parseAmountToCents(result.data ?? '')).toBe(cents);
  });

  it.each([
    ['1e3', 'Enter an amount like 12.50 (at most 2 decimals).'],
    ['12.345', 'Enter an amount like 12.50 (at most 2 decimals).'],
    ['-5', 'Amount must be more than 0.'],
    ['0', 'Amount must be more than 0.'],
    ['1,20', 'Enter an amount like 12.50 (at most 2 decimals).'],
    ['1.2.3', 'Enter an amount like 12.50 (at most 2 decimals).'],
    ['1,200,00', 'Enter an amount like 12.50 (at most 2 decimals).'],
    [',100', 'Enter an amount like 12.50 (at most 2 decimals).'],
    ['1,,000', 'Enter an amount like 12.50 (at most 2 decimals).'],
    ['$ 20', 'Enter an amount like 12.50 (at most 2 decimals).'],
    ['0x10', 'Enter an amount like 12.50 (at most 2 decimals).'],
  ])('%j is refused with %j', (text, message) => {
    expect(amountField.safeParse(text).error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it('reads back every amount shown as money, with or without "$" and thousands commas', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), fc.boolean(), fc.boolean(), (cents, dollar, commas) => {
        const shown = formatCents(cents);
        const text = `${dollar ? '$' : ''}${commas ? shown : shown.replaceAll(',', '')}`;
        expect(amountField.safeParse(text).success).toBe(true);
        expect(parseAmountToCents(text)).toBe(cents);
      }),
    );
  });

  it('turns anything it accepts into whole cents from 1 to 1,000,000.00, never a fraction', () => {
    const amountLike = fc
      .array(fc.constantFrom('$', '-', ',', '.', '0', '1', '2', '5', '9', 'e', ' '), { maxLength: 14 })
      .map((chars) => chars.join(''));
    fc.assert(
      fc.property(amountLike, (text) => {
        const result = amountField.safeParse(text);
        if (!result.success) return;
        const cents = parseAmountToCents(result.data);
        expect(Number.isSafeInteger(cents)).toBe(true);
        expect(cents).toBeGreaterThanOrEqual(1);
        expect(cents).toBeLessThanOrEqual(100_000_000);
      }),
      { numRuns: 2000 },
    );
  });
});
