// Mail about money: a receipt for every payment (always sent: a member cannot turn receipts off), an
// overdue bill, a card payment that failed. Amounts and dates come written in the gym's format.
import type { MailContent } from '../layout.js';

export function receiptUrl(appUrl: URL, paymentId: string): string {
  return new URL(`/member/receipts/${encodeURIComponent(paymentId)}`, appUrl).toString();
}

export interface ReceiptFacts {
  /** format.money(amount). */
  amount: string;
  receiptNumber: string;
  paymentId: string;
  /** What was paid for: bill descriptions. */
  forWhat: readonly string[];
}

export function paymentReceipt(
  facts: ReceiptFacts,
  gymName: string,
  appUrl: URL,
): { notice: string; mail: MailContent } {
  const notice = `Payment received: ${facts.amount} · Receipt ${facts.receiptNumber}`;
  const paragraphs = [`Thank you: ${gymName} received your payment of ${facts.amount}.`];
  if (facts.forWhat.length > 0) paragraphs.push(`For: ${facts.forWhat.join('; ')}.`);
  paragraphs.push(`Your receipt number is ${facts.receiptNumber}.`);
  return {
    notice,
    mail: {
      subject: `Your receipt ${facts.receiptNumber} from ${gymName}`,
      heading: `Payment received: ${facts.amount}`,
      paragraphs,
      action: { label: 'View receipt', url: receiptUrl(appUrl, facts.paymentId) },
    },
  };
}

/** The overdue notice's mail: "Pay now" when online payments are on, else the way to the desk. */
export function overdueBill(overdue: string, gymName: string, payNow: string | null): MailContent {
  return {
    subject: `Your bill at ${gymName} is overdue`,
    heading: 'A bill is overdue',
    paragraphs: payNow ? [overdue] : [overdue, 'Please pay at the front desk.'],
    ...(payNow ? { action: { label: 'Pay now', url: payNow } } : {}),
  };
}

export function cardPaymentFailed(failed: string, gymName: string, payNow: string): MailContent {
  return {
    subject: `Your card payment to ${gymName} failed`,
    heading: 'Your card payment failed',
    paragraphs: [failed],
    action: { label: 'Pay now', url: payNow },
  };
}
