// Refunding (part of) an online card payment: the admin's "Refund" on a payment row. The amount is
// canonical text like every amount field (amount-fields.ts); the form takes it in the gym's locale.
import * as z from 'zod/mini';
import { AMOUNT_RULE, canonicalAmountField, localAmountField } from './amount-fields.js';
import { NOTE_MAX } from './billing.schemas.js';
import { cleanText, idField } from './fields.js';
import type { GymFormat } from './format.js';

export const refundPaymentInput = z.strictObject({
  paymentId: idField('Payment', { missing: 'Choose a payment.', unknown: 'Payment not found.' }),
  amount: canonicalAmountField(AMOUNT_RULE),
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

/** The Refund dialog: the same fields, the amount as typed in the gym's locale. */
export function refundPaymentForm(format: GymFormat) {
  return z.strictObject({
    amount: localAmountField(format, AMOUNT_RULE),
    note: refundPaymentInput.def.shape.note,
  });
}

export const refundIdInput = z.strictObject({
  refundId: idField('Refund', { missing: 'Choose a refund.', unknown: 'Refund receipt not found.' }),
});

export type RefundPaymentInput = z.infer<typeof refundPaymentInput>;

/** Only these payments can be refunded from the app (the money goes back through the provider). */
export const NOT_REFUNDABLE = 'Only card payments made online can be refunded here.';
