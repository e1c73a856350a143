// The server's half of an amount field: canonical text read in the gym's currency, and a refusal that
// lands beside the field (the error formatter turns it into fieldErrors, as apiError shows).
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { AMOUNT_RULE, PRICE_RULE } from '../../shared/amount-fields.js';
import { createGymFormat } from '../../shared/format.js';
import { apiError } from '../test/api-error.js';
import { readAmountIn } from './read-amount.js';

const YEN = createGymFormat({ locale: 'ja-JP', currency: 'JPY', timeZone: 'Asia/Tokyo' });
const EURO = createGymFormat({ locale: 'de-DE', currency: 'EUR', timeZone: 'Europe/Berlin' });
const DOLLAR = createGymFormat({ locale: 'en-US', currency: 'USD', timeZone: 'UTC' });

/** What the caller sees when readAmountIn refuses the text. */
function refusal(read: () => number) {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(TRPCError);
    return apiError(Promise.reject(error));
  }
  throw new Error('expected a refusal, got an amount');
}

describe('readAmountIn', () => {
  it("reads canonical text in the gym's currency, whatever its locale writes", () => {
    expect(readAmountIn(EURO, '1234.50', AMOUNT_RULE)).toBe(123450);
    expect(readAmountIn(EURO, ' 1,234.5 ', AMOUNT_RULE)).toBe(123450);
    expect(readAmountIn(YEN, '1200', AMOUNT_RULE)).toBe(1200);
    expect(readAmountIn(DOLLAR, '$20', AMOUNT_RULE)).toBe(2000);
  });

  it('refuses decimals the currency does not have, beside the field it names', async () => {
    expect(await refusal(() => readAmountIn(YEN, '12.50', AMOUNT_RULE, 'amount'))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Enter a whole amount (JPY has no decimals).',
      fieldErrors: { amount: 'Enter a whole amount (JPY has no decimals).' },
    });
    expect(await refusal(() => readAmountIn(EURO, '12.345', AMOUNT_RULE, 'amount'))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Enter an amount like 12.50 (at most 2 decimals).',
      fieldErrors: { amount: 'Enter an amount like 12.50 (at most 2 decimals).' },
    });
  });

  it("names the field by the rule's label unless told otherwise", async () => {
    const error = await refusal(() => readAmountIn(DOLLAR, '-1', PRICE_RULE));
    expect(error.fieldErrors).toEqual({ price: 'Price cannot be negative.' });
  });

  it('refuses 0 as an amount but takes it as a price', async () => {
    expect((await refusal(() => readAmountIn(EURO, '0', AMOUNT_RULE))).fieldErrors).toEqual({
      amount: 'Amount must be more than 0.',
    });
    expect(readAmountIn(EURO, '0', PRICE_RULE)).toBe(0);
    expect(readAmountIn(YEN, '0', PRICE_RULE)).toBe(0);
  });

  it("refuses more than 1,000,000 in the currency's major units, with the limit written the gym's way", async () => {
    expect(readAmountIn(EURO, '1000000', AMOUNT_RULE)).toBe(100_000_000);
    expect((await refusal(() => readAmountIn(EURO, '1000000.01', AMOUNT_RULE))).fieldErrors).toEqual({
      amount: 'Amount must be at most 1.000.000.',
    });
    expect(readAmountIn(YEN, '1000000', AMOUNT_RULE)).toBe(1_000_000);
    expect((await refusal(() => readAmountIn(YEN, '1000001', PRICE_RULE))).fieldErrors).toEqual({
      price: 'Price must be at most 1,000,000.',
    });
  });
});
