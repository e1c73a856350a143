// The member's bills with their payments, newest first: the Billing section's own list filtered to
// this member, so Record Payment and Void work here exactly as there; above it what they owe, with
// "Collect balance" (the whole balance as one payment on one receipt, as at the desk's refusal card).
import { Link } from 'wouter';
import { ActionMessageView } from '../../../components/ActionMessageView.js';
import { useGymFormat } from '../../../lib/gym.js';
import { trpc } from '../../../lib/trpc.js';
import { useActionMessage } from '../../../lib/useActionMessage.js';
import { BILLS_PAGE_LIMIT, BillsList } from '../../billing/BillsList.js';
import { CollectBalanceDialog } from '../../billing/CollectBalanceDialog.js';
import { useMay } from '../../session/useMay.js';
import { PageCard } from './PageCard.js';
import type { MemberProfile } from './types.js';

export function MemberBillsCard({ member }: { member: MemberProfile }) {
  const action = useActionMessage();
  const may = useMay();
  const format = useGymFormat();
  // The same query as the list's first page (so no second request): tells "no bills at all" apart.
  const firstPage = trpc.bills.listForMember.useQuery({ status: 'all', memberId: member.id, limit: BILLS_PAGE_LIMIT });
  const none = firstPage.data?.items.length === 0;
  const mayCollect = may('payments.balanceOf') && may('payments.collectBalance');
  const balance = trpc.payments.balanceOf.useQuery({ memberId: member.id }, { enabled: mayCollect });
  const owed = balance.data && balance.data.balanceCents > 0 ? balance.data : null;

  return (
    <PageCard title="Bills and payments">
      {may('bills.list') && (
        <p className="card-links">
          <Link href={`/billing?member=${encodeURIComponent(member.id)}`}>Filter these bills in Billing</Link>
        </p>
      )}
      {owed && (
        <div className="member-balance">
          <p>{`Balance due: ${format.money(owed.balanceCents)}`}</p>
          <CollectBalanceDialog
            member={member}
            balanceCents={owed.balanceCents}
            billCount={owed.total}
            triggerLabel="Collect balance"
            onCollected={(collected) =>
              action.success(
                <>
                  {`Collected ${format.money(collected.collectedCents)}. Receipt `}
                  <Link href={`/receipts/${collected.paymentId}`}>{collected.receiptNumber}</Link>.
                </>,
              )
            }
          />
        </div>
      )}
      <ActionMessageView action={action} />
      {none ? (
        <p className="empty">No bills yet.</p>
      ) : (
        <BillsList status="all" memberId={member.id} action={action} onMemberPage />
      )}
    </PageCard>
  );
}
