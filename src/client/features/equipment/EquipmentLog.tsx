// An item's log, newest first, a page at a time: maintenance, problems members reported, status changes.
import { keepPreviousData } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { EQUIPMENT_LOG_KIND_LABELS } from '../../../shared/equipment.schemas.js';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { Loading } from '../../components/Loading.js';
import { Pagination } from '../../components/Pagination.js';
import { messageOf } from '../../lib/errors.js';
import { useGymFormat } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';

const LOG_PAGE_SIZE = 10;

export function EquipmentLog({ id, name, panelId }: { id: string; name: string; panelId: string }) {
  const headingId = useId();
  const format = useGymFormat();
  const [page, setPage] = useState(1);
  const log = trpc.equipment.listLog.useQuery(
    { id, page, pageSize: LOG_PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );

  return (
    <section className="equipment-log" id={panelId} aria-labelledby={headingId}>
      <h4 id={headingId}>Log for {name}</h4>
      {log.isPending ? (
        <Loading label="Loading log..." />
      ) : log.isError ? (
        <div className="load-error">
          <Alert tone="error">{messageOf(log.error, 'Could not load the log.')}</Alert>
          <Button variant="secondary" pending={log.isFetching} onClick={() => log.refetch()}>
            Try again
          </Button>
        </div>
      ) : log.data.total === 0 ? (
        <p className="empty">Nothing logged yet.</p>
      ) : (
        <>
          <ul className="list" aria-labelledby={headingId}>
            {log.data.items.map((entry) => (
              <li key={entry.id}>
                <div className="item-main">
                  <strong>
                    {EQUIPMENT_LOG_KIND_LABELS[entry.kind]} ·{' '}
                    <time dateTime={entry.onDay}>{format.date(entry.onDay)}</time>
                  </strong>
                  <span className="equipment-log-note">{entry.note}</span>
                  <span className="muted">By {entry.byName}</span>
                </div>
              </li>
            ))}
          </ul>
          <Pagination
            page={log.data.page}
            pageSize={log.data.pageSize}
            total={log.data.total}
            onPageChange={setPage}
            label={`Log for ${name}`}
          />
        </>
      )}
    </section>
  );
}
