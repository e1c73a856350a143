// The plan forms' rules in the gym's locale: the price is typed the gym's way ('49,90' in de-DE), checked
// with the server's messages, and sent as the canonical text the server reads in the gym's currency.
import * as z from 'zod/mini';
import { canonicalAmountOf, localAmountField, PRICE_RULE } from '../../../shared/amount-fields.js';
import type { GymFormat } from '../../../shared/format.js';
import { createPlanInput, updatePlanInput } from '../../../shared/plans.schemas.js';

export function createPlanForm(format: GymFormat) {
  return z.extend(createPlanInput, { price: localAmountField(format, PRICE_RULE) });
}

export function updatePlanForm(format: GymFormat) {
  return z.extend(updatePlanInput, { price: localAmountField(format, PRICE_RULE) });
}

/** A checked form's input as the server takes it: the typed price as canonical text ('49,90' -> '49.90'). */
export function withCanonicalPrice<T extends { price: string }>(format: GymFormat, input: T): T {
  return { ...input, price: canonicalAmountOf(format, input.price) ?? input.price };
}
