// Selling a pass and adding a member at the desk: the fields both forms and procedures share.
import * as z from 'zod/mini';
import { PAYMENT_METHODS } from './billing.schemas.js';
import { isCalendarDate } from './calendar.js';
import { emailField, nameField, optionalText } from './fields.js';
import { memberIdField } from './members.schemas.js';
import { planIdField } from './plans.schemas.js';
import { waiverAcceptanceFields } from './waiver.schemas.js';

/** A pass's (or a new member's) first day: a real date; the server checks its range. */
export const startsOnField = z.optional(
  z.string().check(z.refine((v) => isCalendarDate(v), 'Enter a valid start date.')),
);

/** "Take payment now": how the whole of what was just issued is paid. Left out: paid later. */
export const takePaymentField = z.optional(
  z.strictObject({ method: z.enum(PAYMENT_METHODS, 'Choose how it was paid.') }),
);

export const sellPassInput = z.strictObject({
  memberId: memberIdField,
  planId: planIdField,
  startsOn: startsOnField,
  payment: takePaymentField,
});

export const PHONE_MAX = 40;

export const addMemberInput = z.strictObject({
  name: nameField,
  /** Optional: a walk-in without email is checked in by code, and invited once they give one. */
  email: z.optional(emailField),
  phone: z.optional(optionalText('Phone', PHONE_MAX, 'single-line')),
  /** A recurring plan (billed as approval bills it) or a pass (sold as passes.sell sells it). */
  planId: planIdField,
  startsOn: startsOnField,
  payment: takePaymentField,
  /** Required by the server only when the gym has a waiver: the member present accepts it. */
  ...waiverAcceptanceFields,
});

export const memberPassInput = z.strictObject({ memberId: memberIdField });

export type SellPassInput = z.infer<typeof sellPassInput>;
export type AddMemberInput = z.infer<typeof addMemberInput>;
