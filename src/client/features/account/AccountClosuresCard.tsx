// Administrators' "Account closures": members who asked to close their account, oldest request first,
// each with "Erase personal data".
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { PAGE_SIZE_DEFAULT } from '../../../shared/pagination.js';
import { ActionMessageView } from '../../components/ActionMessageView.js';
import { LoadError } from '../../components/LoadError.js';
import { Loading } from '../../components/Loading.js';
import { Pagination } from '../../components/Pagination.js';
import { useGymFormat } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';
import { useActionMessage } from '../../lib/useActionMessage.js';
import { MembersSection } from '../members/MembersSection.js';
import { memberPagePath } from '../members/page/memberListReturn.js';
import { useMay } from '../session/useMay.js';
import { EraseAccountButton } from './EraseAccountButton.js';
import './account.css';

export function AccountClosuresCard() {
  const titleId = useId();
  const format = useGymFormat();
  const action = useActionMessage();
  const [page, setPage] = useState(1);
  const closures = trpc.account.listClosures.useQuery(
    { status: 'requested', page, pageSize: PAGE_SIZE_DEFAULT },
    { placeholderData: (previous) => previous },
  );
  const data = closures.data;
  return (
    <section className="card" aria-labelledby={titleId}>
      <div className="section-header">
        <h2 id={titleId}>Account closures</h2>
        {data && data.total > 0 && <span className="muted">{format.count(data.total)} waiting</span>}
      </div>
      <ActionMessageView action={action} />
      {closures.isPending && <Loading label="Loading account closures..." />}
      {closures.isError && !data && (
        <LoadError
          error={closures.error}
          fallback="Could not load the account closures."
          retry={() => void closures.refetch()}
          retrying={closures.isFetching}
        />
      )}
      {data && data.items.length === 0 && <p className="muted">No member has asked to close their account.</p>}
      {data && data.items.length > 0 && (
        <>
          <ul className="closures-list">
            {data.items.map((item) => (
              <li key={item.userId}>
                <span>
                  <Link href={memberPagePath(item.userId)}>{item.name}</Link>
                  <span className="muted"> asked on {format.date(item.requestedAt)}</span>
                </span>
                <EraseAccountButton userId={item.userId} name={item.name} action={action} />
              </li>
            ))}
          </ul>
          <Pagination
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            onPageChange={setPage}
            label="Account closures"
          />
        </>
      )}
    </section>
  );
}

/** Admin › Members: the Member List, then, for administrators, the account closures. */
export function MembersAndClosures() {
  const may = useMay();
  return (
    <>
      <MembersSection />
      {may('account.listClosures') && <AccountClosuresCard />}
    </>
  );
}
