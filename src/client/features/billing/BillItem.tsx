// One bill in the admin's list: who, what, how much, what remains, when due, its status and payments,
// and what can be done with it: Record Payment, the desk's common action, stays a button while the bill
// is open; Void (open and unpaid, rare and final) sits in the row's menu and asks first; Refund is on a
// payment made online.
import { Link } from 'wouter';
import { Group } from '../../components/Group.js';
import { RowActionsMenu } from '../../components/RowActionsMenu.js';
import { useRowDialogs } from '../../components/useRowDialogs.js';
import { useGymFormat } from '../../lib/gym.js';
import type { useActionMessage } from '../../lib/useActionMessage.js';
import { useMay } from '../session/useMay.js';
import { BillStatusBadge } from './BillStatusBadge.js';
import { PaymentList } from './PaymentList.js';
import { RecordPaymentDialog } from './RecordPaymentDialog.js';
import type { AdminBill } from './types.js';
import { VoidBillDialog } from './VoidBillDialog.js';

interface BillItemProps {
  bill: AdminBill;
  action: ReturnType<typeof useActionMessage>;
}

export function BillItem({ bill, action }: BillItemProps) {
  const format = useGymFormat();
  const may = useMay();
  const isOpen = bill.status === 'open';
  const partlyPaid = isOpen && bill.paidCents > 0;
  const mayVoid = isOpen && bill.paidCents === 0 && may('bills.void');
  const dialogs = useRowDialogs<'void'>();

  return (
    <li className="bill-item">
      <div className="item-main">
        <div className="bill-title">
          <strong>{bill.memberName}</strong>
          <span>{bill.description}</span>
        </div>
        <div className="bill-facts">
          <BillStatusBadge status={bill.displayStatus} />
          <span>{`Amount: ${format.money(bill.amountCents)}`}</span>
          {partlyPaid && <span>{`Remaining: ${format.money(bill.remainingCents)}`}</span>}
          <span className="muted">{`Due ${format.date(bill.dueDate)}`}</span>
        </div>
        {bill.status === 'void' && bill.voidReason && <span className="muted">{`Void: ${bill.voidReason}`}</span>}
        <PaymentList
          payments={bill.payments}
          receiptHref={(id) => `/receipts/${id}`}
          refundReceiptHref={(id) => `/refund-receipts/${id}`}
          billDescription={`${bill.memberName}: ${bill.description}`}
          onRefunded={(refund) =>
            action.success(
              refund.status === 'succeeded' ? (
                <>
                  {`Refunded ${format.money(refund.amountCents)}. Refund receipt `}
                  <Link href={`/refund-receipts/${refund.refundId}`}>{refund.receiptNumber}</Link>.
                </>
              ) : (
                `Refund of ${format.money(refund.amountCents)} sent to the card provider; the bill reopens when it confirms.`
              ),
            )
          }
        />
      </div>
      {isOpen && (
        <Group className="item-actions" label={`${bill.memberName}: ${bill.description}`}>
          <RecordPaymentDialog
            bill={bill}
            onRecorded={(payment) =>
              action.success(
                <>
                  Payment recorded. Receipt <Link href={`/receipts/${payment.paymentId}`}>{payment.receiptNumber}</Link>
                  .
                </>,
              )
            }
          />
          {mayVoid && (
            <>
              <RowActionsMenu
                rowName={`${bill.memberName}: ${bill.description}`}
                triggerRef={dialogs.triggerRef}
                actions={[{ label: 'Void bill…', destructive: true, onSelect: () => dialogs.open('void') }]}
              />
              <VoidBillDialog
                {...dialogs.control('void')}
                bill={bill}
                onVoided={() => action.success(`Voided ${bill.description} for ${bill.memberName}.`)}
              />
            </>
          )}
        </Group>
      )}
    </li>
  );
}
