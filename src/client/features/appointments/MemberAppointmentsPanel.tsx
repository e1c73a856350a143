// "Appointments" on the admin member page: the member's personal-training appointments, latest
// first, a page at a time (a trainer sees them only for their own clients).
import { useState } from 'react';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { Loading } from '../../components/Loading.js';
import { messageOf } from '../../lib/errors.js';
import { useGymFormat } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';
import { PageCard } from '../members/page/PageCard.js';

const PAGE_SIZE = 10;
const STATUS_TEXT = { booked: 'Booked', cancelled: 'Cancelled', attended: 'Attended', no_show: 'No-show' } as const;

export function MemberAppointmentsPanel({ memberId }: { memberId: string }) {
  const format = useGymFormat();
  const [page, setPage] = useState(1);
  const list = trpc.ptAppointments.forMember.useQuery({ memberId, page, pageSize: PAGE_SIZE });
  let body: React.ReactNode;
  if (list.isPending) body = <Loading label="Loading appointments..." />;
  else if (list.isError) body = <Alert tone="error">{messageOf(list.error, 'Could not load the appointments.')}</Alert>;
  else if (list.data.items.length === 0) body = <p className="empty">No personal-training appointments.</p>;
  else {
    const pages = Math.max(1, Math.ceil(list.data.total / PAGE_SIZE));
    body = (
      <>
        <ul className="pt-list">
          {list.data.items.map((item) => (
            <li key={item.id} className="pt-item">
              <div className="item-main">
                <strong>{`${format.dayTime(item.startsAt)} · ${item.serviceName}`}</strong>
                <span className="muted">{`With ${item.trainerName} · ${STATUS_TEXT[item.status]}`}</span>
              </div>
            </li>
          ))}
        </ul>
        {pages > 1 && (
          <div className="pt-week-nav">
            <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Newer
            </Button>
            <span>{`Page ${format.count(page)} of ${format.count(pages)}`}</span>
            <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              Older
            </Button>
          </div>
        )}
      </>
    );
  }
  return <PageCard title="Appointments">{body}</PageCard>;
}
