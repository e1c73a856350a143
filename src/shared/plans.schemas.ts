// Plans: what a membership costs and how often it is billed. Labels are the visible texts.
import * as z from 'zod/mini';
import { canonicalAmountField, PRICE_RULE } from './amount-fields.js';
import { cleanText, idField, LIMITS, wholeNumber } from './fields.js';

export const PLAN_PERIODS = ['monthly', 'quarterly', 'yearly', 'none'] as const;
export type PlanPeriod = (typeof PLAN_PERIODS)[number];

/** A recurring plan bills every period; a pass is sold once and used a visit at a time. */
export const PLAN_KINDS = ['recurring', 'pass'] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];

/** What a pass's visits are: gym visits used at check-in, or personal-training sessions (a "PT pack"). */
export const PASS_USES = ['visits', 'training'] as const;
export type PassUse = (typeof PASS_USES)[number];

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

/** A pass's visits (blank: unlimited until it expires) and validity in days (blank: no end date). */
export const PASS_VISITS_MAX = 1000;
export const PASS_DAYS_MAX = 3660;
const passVisitsField = z.optional(z.nullable(wholeNumber('Visits', 1, PASS_VISITS_MAX)));
const passDaysField = z.optional(z.nullable(wholeNumber('Days', 1, PASS_DAYS_MAX)));
/** Left out: a recurring plan, as every plan was before passes. */
const planKindField = z._default(z.enum(PLAN_KINDS, 'Choose a recurring plan or a pass.'), 'recurring');

/** A pass's visits: gym visits (left out) or personal-training sessions (a PT pack). */
const passUseField = z.enum(PASS_USES, 'Choose gym visits or personal-training sessions.');

export const PASS_MESSAGES = {
  trainingIsAPass: 'Only a pass can count personal-training sessions.',
  needsTerms: 'A pass needs a number of visits, a number of days, or both.',
  noPeriod: 'A pass is sold once: it has no recurring billing period.',
  notAPass: 'Only a pass has visits and days.',
} as const;

interface PlanTermsInput {
  kind: PlanKind;
  period?: PlanPeriod | undefined;
  passVisits?: number | null | undefined;
  passDays?: number | null | undefined;
  passUse?: PassUse | undefined;
}

/** A recurring plan has a period and no pass terms; a pass has visits and/or days and no period. */
export const planTermsRules = [
  z.refine<PlanTermsInput>((v) => v.kind === 'pass' || v.period !== undefined, {
    message: 'Choose a billing period.',
    path: ['period'],
  }),
  z.refine<PlanTermsInput>((v) => v.kind === 'recurring' || v.period === undefined || v.period === 'none', {
    message: PASS_MESSAGES.noPeriod,
    path: ['period'],
  }),
  z.refine<PlanTermsInput>((v) => v.kind === 'recurring' || v.passVisits != null || v.passDays != null, {
    message: PASS_MESSAGES.needsTerms,
    path: ['passVisits'],
  }),
  z.refine<PlanTermsInput>((v) => v.kind === 'pass' || (v.passVisits == null && v.passDays == null), {
    message: PASS_MESSAGES.notAPass,
    path: ['passVisits'],
  }),
  z.refine<PlanTermsInput>((v) => v.kind === 'pass' || v.passUse !== 'training', {
    message: PASS_MESSAGES.trainingIsAPass,
    path: ['passUse'],
  }),
] as const;

/** The fields of a new plan; forms swap the price for one read in the gym's locale (plan-form.ts). */
export const createPlanShape = {
  name: planNameField,
  price: priceField,
  kind: planKindField,
  period: z.optional(planPeriodField),
  passVisits: passVisitsField,
  passDays: passDaysField,
  /** Left out: gym visits. */
  passUse: z.optional(passUseField),
  showOnWebsite: showOnWebsiteField,
};
export const updatePlanShape = {
  planId: planIdField,
  name: planNameField,
  price: priceField,
  // A plan keeps its kind (members hold it as a plan or as passes sold): the server refuses a change.
  kind: planKindField,
  period: z.optional(planPeriodField),
  passVisits: passVisitsField,
  passDays: passDaysField,
  /** Left out: the pass keeps what it counts (it cannot change: the server refuses). */
  passUse: z.optional(passUseField),
  // Left out, the plan keeps what it had: a caller that only renames a plan does not take it off the site.
  showOnWebsite: z.optional(websiteMark),
};
export const createPlanInput = z.strictObject(createPlanShape).check(...planTermsRules);
export const updatePlanInput = z.strictObject(updatePlanShape).check(...planTermsRules);
export const planIdInput = z.strictObject({ planId: planIdField });

export type CreatePlanInput = z.infer<typeof createPlanInput>;
export type UpdatePlanInput = z.infer<typeof updatePlanInput>;

/** A pass's terms as the screens say them: "10 visits within 90 days", "Unlimited visits within 7 days". */
export function describePassTerms(
  pass: { passVisits: number | null; passDays: number | null },
  countOf: (n: number, singular: string) => string,
): string {
  const visits = pass.passVisits === null ? 'Unlimited visits' : countOf(pass.passVisits, 'visit');
  return pass.passDays === null ? visits : `${visits} within ${countOf(pass.passDays, 'day')}`;
}

/** How a plan reads in a list: "$29.99 Monthly", "Free", "$99.00 Yearly"; a pass: "$120.00 once". */
export function describePlanPrice(
  plan: { priceCents: number; period: PlanPeriod; kind?: PlanKind },
  format: (cents: number) => string,
) {
  if (plan.kind === 'pass') return plan.priceCents === 0 ? 'Free' : `${format(plan.priceCents)} once`;
  if (plan.period === 'none') return plan.priceCents === 0 ? 'Free' : `${format(plan.priceCents)}, no recurring bill`;
  return `${format(plan.priceCents)} ${PLAN_PERIOD_LABELS[plan.period]}`;
}
