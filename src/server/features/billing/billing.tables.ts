import type { BillStatus, RecordedPaymentMethod } from '../../../shared/billing.schemas.js';

export interface BillsTable {
  id: string;
  memberId: string;
  /** What it is for: "<plan> — <period>" for recurring bills, what the admin typed (or "Charge"). */
  description: string;
  /** Integer cents, always more than 0. */
  amountCents: number;
  /** Paid so far (integer cents, 0..amountCents). */
  paidCents: number;
  status: BillStatus;
  /** When it was issued (ISO-8601 UTC), the spec's "Date:". */
  date: string;
  /** The gym's calendar day it was issued on, for reports by day and month. */
  issueDate: string;
  /** The gym's calendar day it is due; open bills past it show as Overdue. */
  dueDate: string;
  /** The plan a recurring bill is for; null for a manual bill. */
  planId: string | null;
  /** The first day of the period a recurring bill is for; unique per member. */
  periodStart: string | null;
  voidReason: string | null;
  voidedAt: string | null;
  /** When the member was told it is overdue (once). */
  overdueNotifiedAt: string | null;
  /** The administrator who created it; null for the billing run or if that account is gone. */
  createdBy: string | null;
}

export interface PaymentsTable {
  id: string;
  billId: string;
  memberId: string;
  /** The paid bill's plan (null for a manual charge), copied so reports group payments by plan alone. */
  planId: string | null;
  amountCents: number;
  method: RecordedPaymentMethod;
  /** The gym's calendar day it was paid. */
  paidOn: string;
  note: string | null;
  /** R-<year>-<6 digits>, sequential within the year. */
  receiptNumber: string;
  createdAt: string;
  createdBy: string | null;
  /** The online charge it came from (method 'card_online'); null for payments taken at the desk. */
  onlineChargeId: string | null;
}

export interface ReceiptCountersTable {
  year: number;
  lastNumber: number;
}

/** What was paid on each of the gym's days, kept by triggers on payments (migration 0018). */
export interface PaymentDaysTable {
  paidOn: string;
  /** bigint: PostgreSQL hands it over as a string. */
  collectedCents: number | string;
}

export interface BillingTables {
  bills: BillsTable;
  payments: PaymentsTable;
  receiptCounters: ReceiptCountersTable;
  paymentDays: PaymentDaysTable;
}
