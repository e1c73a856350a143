// The payments on one bill, each with its receipt number linking to the printable receipt. A payment
// made online shows its refunds ("Refunded $20.00 on … · Refund receipt R-…", or pending), and to
// those who may refund, a "Refund" button while some of it is left to refund.
import { Link } from 'wouter';
import { PAYMENT_METHOD_LABELS } from '../../../shared/billing.schemas.js';
import { useGymFormat } from '../../lib/gym.js';
import { useMay } from '../session/useMay.js';
import { RefundDialog, type RefundDone } from './RefundDialog.js';
import type { BillPayment } from './types.js';

interface PaymentListProps {
  payments: BillPayment[];
  /** Where a receipt opens: '/receipts/<id>' inside /admin, '/member/receipts/<id>' for a member. */
  receiptHref: (paymentId: string) => string;
  /** Where a refund receipt opens: '/refund-receipts/<id>' inside /admin, '/member/refund-receipts/<id>'. */
  refundReceiptHref?: (refundId: string) => string;
  /** The bill's description, named in the Refund dialog. */
  billDescription?: string;
  /** Told after a refund went through or was accepted by the provider (for the page's message). */
  onRefunded?: (refund: RefundDone) => void;
}

export function PaymentList({
  payments,
  receiptHref,
  refundReceiptHref,
  billDescription,
  onRefunded,
}: PaymentListProps) {
  const format = useGymFormat();
  const may = useMay();
  if (payments.length === 0) return null;
  const mayRefund = may('payments.refund');
  return (
    <ul className="payment-list" aria-label="Payments">
      {payments.map((payment) => (
        <li key={payment.id}>
          {`Paid ${format.money(payment.amountCents)} by ${PAYMENT_METHOD_LABELS[payment.method]} on ${format.date(payment.paidOn)} · `}
          <Link href={receiptHref(payment.id)}>{`Receipt ${payment.receiptNumber}`}</Link>
          {payment.method === 'card_online' && mayRefund && payment.refundableCents > 0 && (
            <>
              {' '}
              <RefundDialog
                payment={payment}
                billDescription={billDescription}
                onRefunded={(refund) => onRefunded?.(refund)}
              />
            </>
          )}
          {(payment.refunds ?? []).length > 0 && (
            <ul className="refund-list" aria-label="Refunds">
              {payment.refunds.map((refund) => (
                <li key={refund.refundId}>
                  {refund.status === 'succeeded' && refund.refundedOn && refund.receiptNumber ? (
                    <>
                      {`Refunded ${format.money(refund.amountCents)} on ${format.date(refund.refundedOn)} · `}
                      {refundReceiptHref ? (
                        <Link
                          href={refundReceiptHref(refund.refundId)}
                        >{`Refund receipt ${refund.receiptNumber}`}</Link>
                      ) : (
                        `Refund receipt ${refund.receiptNumber}`
                      )}
                    </>
                  ) : (
                    `Refund of ${format.money(refund.amountCents)} pending with the card provider`
                  )}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
