// A printable receipt for one payment: /member/receipts/<id> (the member's own) and
// /admin/receipts/<id> (any), in the frame all receipts share (ReceiptFrame.tsx: the gym that issued
// it, its footer, Print). The tax part of the amount is stated when the gym has a tax rate (prices
// include it). A receipt whose number paid several bills at once (a balance collected at the desk)
// lists each bill with its amount, and the total.
import { PAYMENT_METHOD_LABELS } from '../../../shared/billing.schemas.js';
import { useGymFormat } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';
import { MemberDetails, NoteDetail, TaxIncludedDetail } from './ReceiptDetails.js';
import { ReceiptFrame } from './ReceiptFrame.js';
import { ReceiptLinesTable } from './ReceiptLinesTable.js';

interface ReceiptPageProps {
  paymentId: string;
  /** Where "back" goes: the member's dashboard or the admin's Billing section. */
  back: { href: string; label: string };
}

export default function ReceiptPage({ paymentId, back }: ReceiptPageProps) {
  const format = useGymFormat();
  const receipt = trpc.payments.receipt.useQuery({ paymentId }, { retry: false });
  return (
    <ReceiptFrame receipt={receipt} kind="Receipt" back={back}>
      {(r) => {
        const several = r.lines.length > 1;
        return (
          <>
            <dl className="details">
              <dt>Date paid</dt>
              <dd>{format.date(r.paidOn)}</dd>
              <MemberDetails name={r.memberName} email={r.memberEmail} />
              {!several && (
                <>
                  <dt>Bill</dt>
                  <dd>{r.billDescription}</dd>
                </>
              )}
              <dt>{several ? 'Total paid' : 'Amount paid'}</dt>
              <dd>{format.money(r.totalCents)}</dd>
              <TaxIncludedDetail tax={r.tax} />
              <dt>Method</dt>
              <dd>{PAYMENT_METHOD_LABELS[r.method]}</dd>
              {!several && (
                <>
                  <dt>Remaining on this bill</dt>
                  <dd>{format.money(r.billRemainingCents)}</dd>
                </>
              )}
              <NoteDetail note={r.note} />
            </dl>
            {several && <ReceiptLinesTable caption="Bills paid" lines={r.lines} totalCents={r.totalCents} />}
          </>
        );
      }}
    </ReceiptFrame>
  );
}
