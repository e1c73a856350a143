// Plans: what a membership costs and how often it is billed. Labels are the visible texts.
import * as z from 'zod/mini';
import { canonicalAmountField, PRICE_RULE } from './amount-fields.js';
import { cleanText, idField, LIMITS } from './fields.js';

export const PLAN_PERIODS = ['monthly', 'quarterly', 'yearly', 'none'] as const;
export type PlanPeriod = (typeof PLAN_PERIODS)[number];

/** A recurring plan bills every period; a pass is sold once and used a visit at a time. */
export const PLAN_KINDS = ['recurring', 'pass'] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];

export const PLAN_PERIOD_LABELS: Record<PlanPeriod, string> = {
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  yearly: 'Yearly',
  none: 'No recurring bill',
};

/** The plan every approved member starts on until an owner sets prices. */
export const STARTER_PLAN_NAME = 'Standard';

export const planNameField = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Plan name is required.'),
    z.maxLength(LIMITS.nameMax, `Plan name must be at most ${LIMITS.nameMax} characters.`),
    cleanText('Plan name'),
  );

export const planIdField = idField('Plan', { missing: 'Choose a plan.', unknown: 'Plan not found.' });

export const planPeriodField = z.enum(PLAN_PERIODS, 'Choose a billing period.');

/** "Show on website": the public Services page lists the plan with its price. Off unless ticked. */
const websiteMark = z.boolean('Choose whether the plan shows on the website.');
export const showOnWebsiteField = z._default(websiteMark, false);

/** A plan's price as canonical text ('49.90'); the server reads it in the gym's currency (0 is a free plan). */
const priceField = canonicalAmountField(PRICE_RULE);

export const createPlanInput = z.strictObject({
  name: planNameField,
  price: priceField,
  period: planPeriodField,
  showOnWebsite: showOnWebsiteField,
});
export const updatePlanInput = z.strictObject({
  planId: planIdField,
  name: planNameField,
  price: priceField,
  period: planPeriodField,
  // Left out, the plan keeps what it had: a caller that only renames a plan does not take it off the site.
  showOnWebsite: z.optional(websiteMark),
});
export const planIdInput = z.strictObject({ planId: planIdField });

export type CreatePlanInput = z.infer<typeof createPlanInput>;
export type UpdatePlanInput = z.infer<typeof updatePlanInput>;

/** How a plan reads in a list: "$29.99 Monthly", "Free", "$99.00 Yearly". */
export function describePlanPrice(plan: { priceCents: number; period: PlanPeriod }, format: (cents: number) => string) {
  if (plan.period === 'none') return plan.priceCents === 0 ? 'Free' : `${format(plan.priceCents)}, no recurring bill`;
  return `${format(plan.priceCents)} ${PLAN_PERIOD_LABELS[plan.period]}`;
}
