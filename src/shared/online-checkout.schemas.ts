// A member paying online: "Pay now" for the whole balance or one bill, the return page's question
// "has it been recorded yet?", and the saved card. The balance is the one the member was shown (as
// the desk's "Collect" does): the server refuses it when the balance has changed since, so nobody pays
// a figure they did not see.
import * as z from 'zod/mini';
import { AMOUNT_RULE, canonicalAmountField } from './amount-fields.js';
import { idField } from './fields.js';

export const payBalanceInput = z.strictObject({ amount: canonicalAmountField(AMOUNT_RULE) });

export const payBillInput = z.strictObject({
  billId: idField('Bill', { missing: 'Choose a bill.', unknown: 'Bill not found.' }),
});

export const checkoutStatusInput = z.strictObject({
  checkoutId: idField('Payment', { missing: 'Choose a payment.', unknown: 'Payment not found.' }),
});

/**
 * What the return page shows: 'waiting' until the provider's webhook has been recorded (a payment is
 * recorded only from the webhook, never from the browser coming back), then how it ended.
 */
export const CHECKOUT_OUTCOMES = ['waiting', 'recorded', 'card_saved', 'expired', 'failed'] as const;
export type CheckoutOutcome = (typeof CHECKOUT_OUTCOMES)[number];

/** The return page's address for a checkout (the provider sends the browser there). */
export const PAYMENT_RETURN_PATH = '/member/payment-return';
/** The dashboard's address when the member left the provider's page without paying (or saving). */
export const PAYMENT_CANCELLED_PATH = '/member?payment=cancelled';
export const CARD_CANCELLED_PATH = '/member?card=cancelled';
