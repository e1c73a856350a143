// Online payments' tables (migration 0014_online_payments says what each is for).
export type CheckoutMode = 'payment' | 'setup';
export type CheckoutStatus = 'creating' | 'open' | 'completed' | 'expired' | 'failed';
export type RefundStatus = 'requested' | 'succeeded' | 'failed';
export type RefundReason = 'admin' | 'overpaid' | 'provider';
export type AutopayStatus = 'pending' | 'charging' | 'succeeded' | 'failed' | 'cancelled';

export interface OnlineCheckoutsTable {
  id: string;
  memberId: string;
  mode: CheckoutMode;
  /** The one bill "Pay now" was pressed on; null for the whole balance and for saving a card. */
  billId: string | null;
  /** What the member was asked to pay (integer minor units); null for saving a card. */
  amountCents: number | null;
  /** The provider's session id, once it answered. */
  sessionId: string | null;
  status: CheckoutStatus;
  createdAt: string;
  completedAt: string | null;
}

export interface OnlineChargesTable {
  id: string;
  /** The provider's id of the payment (Stripe: the PaymentIntent's id); unique. */
  providerPaymentId: string;
  memberId: string;
  checkoutId: string | null;
  origin: 'checkout' | 'autopay';
  amountCents: number;
  /** What went onto bills (its payment rows); the rest is refunded as 'overpaid'. */
  appliedCents: number;
  /** Refunds that succeeded, in total. */
  refundedCents: number;
  /** The receipt its payment rows share; null when nothing could be applied. */
  receiptNumber: string | null;
  recordedAt: string;
}

export interface RefundsTable {
  id: string;
  onlineChargeId: string;
  memberId: string;
  amountCents: number;
  status: RefundStatus;
  reason: RefundReason;
  providerRefundId: string | null;
  note: string | null;
  /** The refund receipt's number (the payments' counter), once it succeeded. */
  receiptNumber: string | null;
  /** The gym's calendar day it succeeded (reports). */
  refundedOn: string | null;
  failure: string | null;
  requestedAt: string;
  finishedAt: string | null;
  createdBy: string | null;
}

export interface RefundLinesTable {
  refundId: string;
  paymentId: string;
  billId: string;
  amountCents: number;
}

export interface PaymentCustomersTable {
  memberId: string;
  customerId: string;
  cardPaymentMethodId: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
  cardExpMonth: number | null;
  cardExpYear: number | null;
  cardSavedAt: string | null;
  createdAt: string;
}

export interface AutopayAttemptsTable {
  billId: string;
  /** 1 when the bill is issued, 2 after 3 days, 3 after 7 days. */
  attempt: number;
  memberId: string;
  dueAt: string;
  status: AutopayStatus;
  providerPaymentId: string | null;
  failure: string | null;
  updatedAt: string;
}

export interface WebhookEventsTable {
  /** The provider's event id. */
  id: string;
  type: string;
  /** The GatewayEvent as JSON. */
  payload: string;
  receivedAt: string;
  appliedAt: string | null;
  attempts: number;
  lastError: string | null;
}

export interface OnlinePaymentsTables {
  onlineCheckouts: OnlineCheckoutsTable;
  onlineCharges: OnlineChargesTable;
  refunds: RefundsTable;
  refundLines: RefundLinesTable;
  paymentCustomers: PaymentCustomersTable;
  autopayAttempts: AutopayAttemptsTable;
  webhookEvents: WebhookEventsTable;
}
