// The plan forms' rules in the gym's locale: the price is typed the gym's way ('49,90' in de-DE), checked
// with the server's messages, and sent as the canonical text the server reads in the gym's currency.
import * as z from 'zod/mini';
import { canonicalAmountOf, localAmountField, PRICE_RULE } from '../../../shared/amount-fields.js';
import type { GymFormat } from '../../../shared/format.js';
import { createPlanShape, planTermsRules, updatePlanShape } from '../../../shared/plans.schemas.js';

export function createPlanForm(format: GymFormat) {
  return z.strictObject({ ...createPlanShape, price: localAmountField(format, PRICE_RULE) }).check(...planTermsRules);
}

export function updatePlanForm(format: GymFormat) {
  return z.strictObject({ ...updatePlanShape, price: localAmountField(format, PRICE_RULE) }).check(...planTermsRules);
}

/** A checked form's input as the server takes it: the typed price as canonical text ('49,90' -> '49.90'). */
export function withCanonicalPrice<T extends { price: string }>(format: GymFormat, input: T): T {
  return { ...input, price: canonicalAmountOf(format, input.price) ?? input.price };
}

/** A plan form's text values for its kind and terms. */
export interface PlanTermsValues {
  kind: string;
  period: string;
  passVisits: string;
  passDays: string;
  /** A pass's "Counts": 'visits' or 'training' (a PT pack). */
  passUse?: string;
}

/** A blank number field is null (unlimited visits, no end date); anything else is read as a number. */
function countOrNull(text: string): number | null {
  return text.trim() === '' ? null : Number(text);
}

/** What the schema checks: a pass sends its visits and days and no period; a recurring plan its period. */
export function planTermsOf(values: PlanTermsValues) {
  if (values.kind === 'pass') {
    return {
      kind: 'pass',
      period: undefined,
      passVisits: countOrNull(values.passVisits),
      passDays: countOrNull(values.passDays),
      passUse: values.passUse === 'training' ? 'training' : undefined,
    };
  }
  return { kind: 'recurring', period: values.period, passVisits: undefined, passDays: undefined, passUse: undefined };
}
