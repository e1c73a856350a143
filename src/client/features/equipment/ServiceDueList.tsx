// "Service due": items whose next service falls on or before the gym's today, soonest first. It sits
// at the top of the Equipment section so nothing overdue goes unnoticed.
import { keepPreviousData } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Alert } from '../../components/Alert.js';
import { Badge } from '../../components/Badge.js';
import { Button } from '../../components/Button.js';
import { Loading } from '../../components/Loading.js';
import { Pagination } from '../../components/Pagination.js';
import { messageOf } from '../../lib/errors.js';
import { useGymFormat } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';
import { useLastPageWhenPastTheEnd } from '../../lib/useLastPageWhenPastTheEnd.js';

const DUE_PAGE_SIZE = 10;

export function ServiceDueList() {
  const headingId = useId();
  const format = useGymFormat();
  const [page, setPage] = useState(1);
  const due = trpc.equipment.listServiceDue.useQuery(
    { page, pageSize: DUE_PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  useLastPageWhenPastTheEnd(due, page, setPage);

  return (
    <section className="service-due" aria-labelledby={headingId}>
      <h3 id={headingId}>Service due</h3>
      {due.isPending ? (
        <Loading label="Loading service due..." />
      ) : due.isError ? (
        <div className="load-error">
          <Alert tone="error">{messageOf(due.error, 'Could not load the service-due list.')}</Alert>
          <Button variant="secondary" pending={due.isFetching} onClick={() => due.refetch()}>
            Try again
          </Button>
        </div>
      ) : due.data.total === 0 ? (
        <p className="empty">Nothing is due for service.</p>
      ) : (
        <>
          <ul className="list" aria-labelledby={headingId}>
            {due.data.items.map((item) => (
              <li key={item.id}>
                <div className="item-main">
                  <strong>{item.name}</strong>
                  <span className="muted">
                    Due <time dateTime={item.serviceDueOn}>{format.date(item.serviceDueOn)}</time>
                  </span>
                </div>
                {item.status === 'out_of_order' && <Badge tone="danger">Out of order</Badge>}
              </li>
            ))}
          </ul>
          <Pagination
            page={due.data.page}
            pageSize={due.data.pageSize}
            total={due.data.total}
            onPageChange={setPage}
            label="Service due"
          />
        </>
      )}
    </section>
  );
}
