// Bills and payments: what the admin forms send, and the statuses and methods as people see them.
import * as z from 'zod/mini';
import { AMOUNT_RULE, canonicalAmountField, localAmountField } from './amount-fields.js';
import { isCalendarDate } from './calendar.js';
import { cleanText, idField } from './fields.js';
import type { GymFormat } from './format.js';
import { memberIdField } from './members.schemas.js';

export const BILL_STATUSES = ['open', 'paid', 'void'] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];
/** What a bill shows as: an open bill past its due date is "Overdue". */
export type BillDisplayStatus = BillStatus | 'overdue';

export const BILL_STATUS_LABELS: Record<BillDisplayStatus, string> = {
  open: 'Open',
  overdue: 'Overdue',
  paid: 'Paid',
  void: 'Void',
};

export const BILL_FILTERS = ['all', 'open', 'overdue', 'paid', 'void'] as const;
export type BillFilter = (typeof BILL_FILTERS)[number];
export const BILL_FILTER_LABELS: Record<BillFilter, string> = {
  all: 'All',
  open: 'Open',
  overdue: 'Overdue',
  paid: 'Paid',
  void: 'Void',
};

/** What the desk may choose when it records a payment. */
export const PAYMENT_METHODS = ['cash', 'card', 'bank_transfer', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** What a payment row may say: the desk's methods, and card payments made online (never typed in). */
export const RECORDED_PAYMENT_METHODS = [...PAYMENT_METHODS, 'card_online'] as const;
export type RecordedPaymentMethod = (typeof RECORDED_PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<RecordedPaymentMethod, string> = {
  cash: 'Cash',
  card: 'Card',
  bank_transfer: 'Bank transfer',
  other: 'Other',
  card_online: 'Card (online)',
};

/** The description a manual bill gets when the admin types none. */
export const DEFAULT_BILL_DESCRIPTION = 'Charge';
export const DESCRIPTION_MAX = 100;
export const NOTE_MAX = 500;
export const BILLS_PAGE_MAX = 100;

export function displayStatus(bill: { status: BillStatus; dueDate: string }, today: string): BillDisplayStatus {
  return bill.status === 'open' && bill.dueDate < today ? 'overdue' : bill.status;
}

const billIdField = idField('Bill', { missing: 'Choose a bill.', unknown: 'Bill not found.' });

export const createBillInput = z.strictObject({
  memberId: memberIdField,
  amount: canonicalAmountField(AMOUNT_RULE),
  description: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(DESCRIPTION_MAX, `Description must be at most ${DESCRIPTION_MAX} characters.`),
        cleanText('Description'),
      ),
  ),
});

export const listBillsInput = z.strictObject({
  status: z._default(z.enum(BILL_FILTERS, 'Choose a status.'), 'all'),
  memberId: z.optional(memberIdField),
  /** Where the previous page ended (opaque); absent for the first page. */
  cursor: z.optional(z.string().check(z.maxLength(200, 'Invalid page.'))),
  limit: z._default(
    z.int().check(z.minimum(1), z.maximum(BILLS_PAGE_MAX, `At most ${BILLS_PAGE_MAX} rows a page.`)),
    20,
  ),
});

/** One member's bills (the member page): the same list, the member required. */
export const listMemberBillsInput = z.strictObject({
  ...listBillsInput.def.shape,
  memberId: memberIdField,
});

export type ListBillsInputParsed = z.output<typeof listBillsInput>;

export const recordPaymentInput = z.strictObject({
  billId: billIdField,
  amount: canonicalAmountField(AMOUNT_RULE),
  method: z.enum(PAYMENT_METHODS, 'Choose how it was paid.'),
  /** The day it was paid (gym time zone); today when absent. */
  paidOn: z.optional(z.string().check(z.refine((v) => isCalendarDate(v), 'Enter a valid date.'))),
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

export const voidBillInput = z.strictObject({
  billId: billIdField,
  reason: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Reason is required.'),
      z.maxLength(200, 'Reason must be at most 200 characters.'),
      cleanText('Reason'),
    ),
});

export const paymentIdInput = z.strictObject({
  paymentId: idField('Payment', { missing: 'Choose a payment.', unknown: 'Receipt not found.' }),
});

/**
 * The Create Bill and Record Payment forms: the same fields, but the amount as typed in the gym's
 * locale ('1.234,50' in de-DE); the form sends canonicalAmountOf(format, amount) once it passes.
 */
export function createBillForm(format: GymFormat) {
  return z.extend(createBillInput, { amount: localAmountField(format, AMOUNT_RULE) });
}
export function recordPaymentForm(format: GymFormat) {
  return z.extend(recordPaymentInput, { amount: localAmountField(format, AMOUNT_RULE) });
}

export type CreateBillInput = z.infer<typeof createBillInput>;
export type ListBillsInput = z.input<typeof listBillsInput>;
export type RecordPaymentInput = z.infer<typeof recordPaymentInput>;
export type VoidBillInput = z.infer<typeof voidBillInput>;

/** 'R-2026-000123': the year it was paid and its number within that year. */
export function receiptNumber(year: number, sequence: number): string {
  return `R-${year}-${String(sequence).padStart(6, '0')}`;
}
