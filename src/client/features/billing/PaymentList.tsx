// The payments on one bill, each with its receipt number linking to the printable receipt.
import { Link } from 'wouter';
import { PAYMENT_METHOD_LABELS } from '../../../shared/billing.schemas.js';
import { useGymFormat } from '../../lib/gym.js';
import type { BillPayment } from './types.js';

interface PaymentListProps {
  payments: BillPayment[];
  /** Where a receipt opens: '/receipts/<id>' inside /admin, '/member/receipts/<id>' for a member. */
  receiptHref: (paymentId: string) => string;
}

export function PaymentList({ payments, receiptHref }: PaymentListProps) {
  const format = useGymFormat();
  if (payments.length === 0) return null;
  return (
    <ul className="payment-list" aria-label="Payments">
      {payments.map((payment) => (
        <li key={payment.id}>
          {`Paid ${format.money(payment.amountCents)} by ${PAYMENT_METHOD_LABELS[payment.method]} on ${format.date(payment.paidOn)} · `}
          <Link href={receiptHref(payment.id)}>{`Receipt ${payment.receiptNumber}`}</Link>
        </li>
      ))}
    </ul>
  );
}
