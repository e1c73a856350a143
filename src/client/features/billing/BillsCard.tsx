// The "Bills" card: filters kept in the address and the list, a page at a time. Changing a filter
// starts again at the first page.
import { useId } from 'react';
import { ActionMessageView } from '../../components/ActionMessageView.js';
import { trpc } from '../../lib/trpc.js';
import { useActionMessage } from '../../lib/useActionMessage.js';
import { BillFilters } from './BillFilters.js';
import { BillsList } from './BillsList.js';
import { useBillFilters } from './useBillFilters.js';

export function BillsCard() {
  const titleId = useId();
  const filters = useBillFilters();
  const action = useActionMessage();
  // The address holds only the member's id; ask who that is, so the filter can show the name.
  const filtered = trpc.members.get.useQuery({ userId: filters.memberId }, { enabled: filters.memberId !== '' });
  const knownMember =
    filters.memberId && filtered.data
      ? { id: filtered.data.id, name: filtered.data.name, detail: filtered.data.email ?? undefined }
      : null;

  return (
    <section className="card" aria-labelledby={titleId}>
      <div className="section-header">
        <h2 id={titleId}>Bills</h2>
      </div>
      <BillFilters
        status={filters.status}
        memberId={filters.memberId}
        knownMember={knownMember}
        onStatusChange={filters.setStatus}
        onMemberChange={filters.setMemberId}
      />
      <ActionMessageView action={action} />
      <BillsList
        key={`${filters.status}|${filters.memberId}`}
        status={filters.status}
        memberId={filters.memberId}
        action={action}
      />
    </section>
  );
}
