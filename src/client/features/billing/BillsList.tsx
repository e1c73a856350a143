// One filter's bills, newest first, a page at a time. Pages are keyset pages: the server hands the
// next page's cursor, and a stack of the cursors used so far leads back.
import { keepPreviousData } from '@tanstack/react-query';
import type { BillFilter } from '../../../shared/billing.schemas.js';
import { KeysetList, KeysetPager } from '../../components/KeysetPager.js';
import { LoadError } from '../../components/LoadError.js';
import { Loading } from '../../components/Loading.js';
import { useFocusNewPage, useKeysetPages } from '../../components/useKeysetPages.js';
import { trpc } from '../../lib/trpc.js';
import type { useActionMessage } from '../../lib/useActionMessage.js';
import { BillItem } from './BillItem.js';

export const BILLS_PAGE_LIMIT = 20;

interface BillsListProps {
  status: BillFilter;
  memberId: string;
  action: ReturnType<typeof useActionMessage>;
  /** On a member page: one member's bills (bills.listForMember), which the front desk may read too. */
  onMemberPage?: boolean;
}

export function BillsList({ status, memberId, action, onMemberPage = false }: BillsListProps) {
  const pages = useKeysetPages();
  const input = { status, cursor: pages.cursor, limit: BILLS_PAGE_LIMIT };
  const options = { placeholderData: keepPreviousData };
  const allBills = trpc.bills.list.useQuery(
    { ...input, memberId: memberId || undefined },
    { ...options, enabled: !onMemberPage },
  );
  const memberBills = trpc.bills.listForMember.useQuery({ ...input, memberId }, { ...options, enabled: onMemberPage });
  const bills = onMemberPage ? memberBills : allBills;
  useFocusNewPage(pages, bills.data !== undefined && !bills.isPlaceholderData);

  if (bills.isPending) return <Loading label="Loading bills..." />;
  if (bills.isError && !bills.data) {
    return (
      <LoadError
        error={bills.error}
        fallback="Could not load the bills."
        retry={() => bills.refetch()}
        retrying={bills.isFetching}
      />
    );
  }

  const { items, nextCursor } = bills.data;
  const pager = { pages, nextCursor, busy: bills.isPlaceholderData, label: 'Bills' };
  // An emptied later page still shows the pager, to lead back.
  if (items.length === 0) {
    return (
      <>
        <p className="empty">No bills match these filters.</p>
        <KeysetPager {...pager} />
      </>
    );
  }
  return (
    <KeysetList {...pager} className="list bill-list">
      {items.map((bill) => (
        <BillItem key={bill.id} bill={bill} action={action} />
      ))}
    </KeysetList>
  );
}
