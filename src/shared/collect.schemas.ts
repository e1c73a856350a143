// Collecting a member's whole balance at once ("Collect <amount>" on the desk's refusal card and
// "Collect balance" on the member page). The amount is the balance the desk was shown: the server
// refuses it when the balance has changed since, so nobody collects a figure they did not see.
import * as z from 'zod/mini';
import { AMOUNT_RULE, canonicalAmountField } from './amount-fields.js';
import { NOTE_MAX, PAYMENT_METHODS } from './billing.schemas.js';
import { cleanText } from './fields.js';
import { memberIdField } from './members.schemas.js';

/** How many of a member's open bills the balance lists (the oldest); the count says how many there are. */
export const BALANCE_BILLS_SHOWN = 20;

export const balanceOfInput = z.strictObject({ memberId: memberIdField });

export const collectBalanceInput = z.strictObject({
  memberId: memberIdField,
  amount: canonicalAmountField(AMOUNT_RULE),
  method: z.enum(PAYMENT_METHODS, 'Choose how it was paid.'),
  note: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(NOTE_MAX, `Note must be at most ${NOTE_MAX} characters.`),
        cleanText('Note', 'multi-line'),
      ),
  ),
});

/** The dialog's own fields (the amount is the balance shown, not typed). */
export const collectBalanceForm = z.strictObject({
  method: collectBalanceInput.def.shape.method,
  note: collectBalanceInput.def.shape.note,
});

export type CollectBalanceInput = z.infer<typeof collectBalanceInput>;
