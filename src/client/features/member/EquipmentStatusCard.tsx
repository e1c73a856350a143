// /member: which equipment is out of order, and "Report a problem" with any item. Members see nothing
// else of the equipment (the server allows them these two lists and the report only).
import './EquipmentStatusCard.css';
import { keepPreviousData } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ActionMessageView } from '../../components/ActionMessageView.js';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { Loading } from '../../components/Loading.js';
import { Pagination } from '../../components/Pagination.js';
import { messageOf } from '../../lib/errors.js';
import { trpc } from '../../lib/trpc.js';
import { useActionMessage } from '../../lib/useActionMessage.js';
import { EquipmentStatusReportDialog } from './EquipmentStatusReportDialog.js';

const PAGE_SIZE = 10;

export function EquipmentStatusCard() {
  const headingId = useId();
  const listHeadingId = useId();
  const [page, setPage] = useState(1);
  const outcome = useActionMessage();
  const broken = trpc.equipment.listOutOfOrder.useQuery(
    { page, pageSize: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );

  return (
    <section className="card" aria-labelledby={headingId}>
      <div className="section-header">
        <h2 id={headingId}>Equipment status</h2>
      </div>
      <ActionMessageView action={outcome} />
      <h3 id={listHeadingId} className="equipment-status-heading">
        Out of order
      </h3>
      {broken.isPending ? (
        <Loading label="Loading equipment status..." />
      ) : broken.isError ? (
        <div className="load-error">
          <Alert tone="error">{messageOf(broken.error, 'Could not load the equipment status.')}</Alert>
          <Button variant="secondary" pending={broken.isFetching} onClick={() => broken.refetch()}>
            Try again
          </Button>
        </div>
      ) : broken.data.total === 0 ? (
        <p className="empty">All equipment is working.</p>
      ) : (
        <>
          <ul className="list" aria-labelledby={listHeadingId}>
            {broken.data.items.map((item) => (
              <li key={item.id}>
                <span className="equipment-status-name">{item.name}</span>
              </li>
            ))}
          </ul>
          <Pagination
            page={broken.data.page}
            pageSize={broken.data.pageSize}
            total={broken.data.total}
            onPageChange={setPage}
            label="Out of order"
          />
        </>
      )}
      <div className="equipment-status-actions">
        <EquipmentStatusReportDialog
          onReported={(name) => outcome.success(`Thank you. Your report about ${name} was sent to the gym.`)}
        />
      </div>
    </section>
  );
}
