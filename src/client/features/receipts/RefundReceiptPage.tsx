// A printable refund receipt: /member/refund-receipts/<id> (the member's own) and
// /admin/refund-receipts/<id> (any), in the frame a payment receipt has (ReceiptFrame.tsx: the gym
// that issued it, its footer, Print): what was refunded on which bill (a refund made in the card
// provider's dashboard may reopen several), the total, the tax part of it, and the receipt of the
// payment it gives back.
import { useGymFormat } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';
import { MemberDetails, NoteDetail, TaxIncludedDetail } from './ReceiptDetails.js';
import { ReceiptFrame } from './ReceiptFrame.js';
import { ReceiptLinesTable } from './ReceiptLinesTable.js';

interface RefundReceiptPageProps {
  refundId: string;
  /** Where "back" goes: the member's dashboard or the admin's Billing section. */
  back: { href: string; label: string };
}

export default function RefundReceiptPage({ refundId, back }: RefundReceiptPageProps) {
  const format = useGymFormat();
  const receipt = trpc.payments.refundReceipt.useQuery({ refundId }, { retry: false });
  return (
    <ReceiptFrame receipt={receipt} kind="Refund receipt" back={back}>
      {(r) => (
        <>
          <dl className="details">
            <dt>Date refunded</dt>
            <dd>{format.date(r.refundedOn)}</dd>
            <MemberDetails name={r.memberName} email={r.memberEmail} />
            <dt>Amount refunded</dt>
            <dd>{format.money(r.totalCents)}</dd>
            <TaxIncludedDetail tax={r.tax} />
            <dt>Refunded to</dt>
            <dd>The card it was paid with</dd>
            {r.paymentReceiptNumber && (
              <>
                <dt>Payment receipt</dt>
                <dd>{r.paymentReceiptNumber}</dd>
              </>
            )}
            <NoteDetail note={r.note} />
          </dl>
          {r.lines.length > 0 ? (
            <ReceiptLinesTable caption="Bills reopened" lines={r.lines} totalCents={r.totalCents} />
          ) : (
            <p>Paid online beyond what was owed; no bill changed.</p>
          )}
        </>
      )}
    </ReceiptFrame>
  );
}
