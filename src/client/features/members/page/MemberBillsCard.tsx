// The member's bills with their payments, newest first: the Billing section's own list filtered to
// this member, so Record Payment and Void work here exactly as there.
import { Link } from 'wouter';
import { ActionMessageView } from '../../../components/ActionMessageView.js';
import { trpc } from '../../../lib/trpc.js';
import { useActionMessage } from '../../../lib/useActionMessage.js';
import { BILLS_PAGE_LIMIT, BillsList } from '../../billing/BillsList.js';
import { PageCard } from './PageCard.js';
import type { MemberProfile } from './types.js';

export function MemberBillsCard({ member }: { member: MemberProfile }) {
  const action = useActionMessage();
  // The same query as the list's first page (so no second request): tells "no bills at all" apart.
  const firstPage = trpc.bills.listForMember.useQuery({ status: 'all', memberId: member.id, limit: BILLS_PAGE_LIMIT });
  const none = firstPage.data?.items.length === 0;

  return (
    <PageCard title="Bills and payments">
      <p className="card-links">
        <Link href={`/billing?member=${encodeURIComponent(member.id)}`}>Filter these bills in Billing</Link>
      </p>
      <ActionMessageView action={action} />
      {none ? (
        <p className="empty">No bills yet.</p>
      ) : (
        <BillsList status="all" memberId={member.id} action={action} onMemberPage />
      )}
    </PageCard>
  );
}
