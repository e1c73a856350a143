// Admin › Staff: who works at the gym and with which role. Admins invite people (they set their own
// password from the mailed link), change roles and remove access. The server never lets the last admin
// who can sign in go.
import './staff.css';
import { useId, useState } from 'react';
import { ActionMessageView } from '../../components/ActionMessageView.js';
import { LoadError } from '../../components/LoadError.js';
import { Loading } from '../../components/Loading.js';
import { Pagination } from '../../components/Pagination.js';
import { trpc } from '../../lib/trpc.js';
import { useActionMessage } from '../../lib/useActionMessage.js';
import { InviteStaffDialog } from './InviteStaffDialog.js';
import { StaffItem } from './StaffItem.js';

export const STAFF_PAGE_SIZE = 20;

export function StaffSection() {
  const headingId = useId();
  const [page, setPage] = useState(1);
  const staff = trpc.staff.list.useQuery({ page, pageSize: STAFF_PAGE_SIZE });
  const action = useActionMessage();

  return (
    <section className="card" aria-labelledby={headingId}>
      <div className="section-header">
        <h2 id={headingId}>Staff</h2>
        <InviteStaffDialog onInvited={action.success} />
      </div>
      <p className="muted">Each role sees only the sections it needs. Admins also manage Settings and Staff.</p>
      <ActionMessageView action={action} />
      {staff.isPending ? (
        <Loading label="Loading staff..." />
      ) : staff.isError ? (
        <LoadError
          error={staff.error}
          fallback="Could not load the staff."
          retry={() => void staff.refetch()}
          retrying={staff.isFetching}
        />
      ) : staff.data.items.length === 0 ? (
        <p className="empty">No staff yet. Invite someone to get started.</p>
      ) : (
        <>
          <ul className="list" aria-labelledby={headingId}>
            {staff.data.items.map((person) => (
              <StaffItem key={person.id} person={person} onSuccess={action.success} onFailure={action.failure} />
            ))}
          </ul>
          <Pagination
            page={page}
            pageSize={STAFF_PAGE_SIZE}
            total={staff.data.total}
            onPageChange={setPage}
            label="Staff"
          />
        </>
      )}
    </section>
  );
}
