// One of the member's bills: the spec's "Date:" and "Amount:" lines, then what it is for, its status,
// when it is due, what remains when partly paid, a receipt link for each payment (and for each
// refund of one), and "Pay now" on an open bill when the gym takes payments online.
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/trpc/router.js';
import { useGymFormat } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';
import { BillStatusBadge } from '../billing/BillStatusBadge.js';
import { PaymentList } from '../billing/PaymentList.js';
import { PayNowButton } from '../online-payments/PayNowButton.js';
import { useOnlinePayments } from '../online-payments/useOnlinePayments.js';

export type MemberBill = inferRouterOutputs<AppRouter>['bills']['listMine']['items'][number];

export function BillReceiptItem({ bill }: { bill: MemberBill }) {
  const format = useGymFormat();
  const partlyPaid = bill.status === 'open' && bill.paidCents > 0;
  const online = useOnlinePayments();
  const payBill = trpc.onlinePayments.payBill.useMutation();
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
        {online.enabled && bill.status === 'open' && bill.remainingCents > 0 && (
          <PayNowButton
            variant="secondary"
            ariaLabel={`Pay now: ${bill.description}, ${format.money(bill.remainingCents)}`}
            start={() => payBill.mutateAsync({ billId: bill.id })}
          />
        )}
      </div>
    </li>
  );
}
