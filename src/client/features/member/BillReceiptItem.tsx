// One of the member's bills: the spec's "Date:" and "Amount:" lines, then what it is for, its status,
// when it is due, what remains when partly paid, and a receipt link for each payment (and for each
// refund of one).
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/trpc/router.js';
import { useGymFormat } from '../../lib/gym.js';
import { BillStatusBadge } from '../billing/BillStatusBadge.js';
import { PaymentList } from '../billing/PaymentList.js';

export type MemberBill = inferRouterOutputs<AppRouter>['bills']['listMine']['items'][number];

export function BillReceiptItem({ bill }: { bill: MemberBill }) {
  const format = useGymFormat();
  const partlyPaid = bill.status === 'open' && bill.paidCents > 0;
  return (
    <li>
      <div className="item-main">
        <time dateTime={bill.date}>{`Date: ${format.date(bill.date)}`}</time>
        <strong>{`Amount: ${format.money(bill.amountCents)}`}</strong>
        <span className="bill-receipt-facts">
          <span>{bill.description}</span>
          <BillStatusBadge status={bill.displayStatus} />
        </span>
        {bill.status !== 'void' && bill.status !== 'paid' && (
          <span className="muted">{`Due ${format.date(bill.dueDate)}`}</span>
        )}
        {partlyPaid && <span>{`Remaining: ${format.money(bill.remainingCents)}`}</span>}
        <PaymentList
          payments={bill.payments}
          receiptHref={(id) => `/member/receipts/${id}`}
          refundReceiptHref={(id) => `/member/refund-receipts/${id}`}
        />
      </div>
    </li>
  );
}
