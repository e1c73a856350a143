// The equipment, a page at a time, each item with its markers and actions. One outcome message for
// the whole list takes focus after any action (the control used may be gone or renamed by then).
import { keepPreviousData } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { PAGE_SIZE_DEFAULT } from '../../../shared/pagination.js';
import { ActionMessageView } from '../../components/ActionMessageView.js';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { Loading } from '../../components/Loading.js';
import { Pagination } from '../../components/Pagination.js';
import { messageOf } from '../../lib/errors.js';
import { useGymToday } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';
import { useActionMessage } from '../../lib/useActionMessage.js';
import { useLastPageWhenPastTheEnd } from '../../lib/useLastPageWhenPastTheEnd.js';
import { EquipmentItem } from './EquipmentItem.js';
import type { EquipmentListItem } from './types.js';

type Outcome = { ok: boolean; text: string };

export function EquipmentList() {
  const headingId = useId();
  const utils = trpc.useUtils();
  const today = useGymToday();
  const [page, setPage] = useState(1);
  const action = useActionMessage();
  // A deletion's outcome waits until its dialog has closed, then takes focus (see afterDeleteDialog).
  const deleteOutcome = useRef<Outcome | null>(null);
  const list = trpc.equipment.list.useQuery(
    { page, pageSize: PAGE_SIZE_DEFAULT },
    { placeholderData: keepPreviousData },
  );
  // Refresh after a failure too: 'Equipment not found.' means someone else already deleted it.
  const remove = trpc.equipment.delete.useMutation({
    onSettled: () => Promise.all([utils.equipment.list.invalidate(), utils.equipment.listServiceDue.invalidate()]),
  });

  useLastPageWhenPastTheEnd(list, page, setPage);

  async function deleteItem(item: EquipmentListItem) {
    action.clear();
    try {
      await remove.mutateAsync({ id: item.id });
      deleteOutcome.current = { ok: true, text: `Deleted ${item.name}.` };
    } catch (error) {
      // Shown in the section: the dialog closes, since an open modal would hide the message.
      deleteOutcome.current = { ok: false, text: messageOf(error, 'Failed to delete equipment.') };
    }
  }

  /** Radix would return focus to the Delete button, which is gone after a deletion: focus the outcome. */
  function afterDeleteDialog(event: Event) {
    const outcome = deleteOutcome.current;
    if (!outcome) return;
    deleteOutcome.current = null;
    event.preventDefault();
    if (outcome.ok) action.success(outcome.text);
    else action.failure(outcome.text);
  }

  return (
    <div>
      <h3 id={headingId} className="equipment-list-heading">
        All equipment
      </h3>
      <ActionMessageView action={action} />
      {list.isPending ? (
        <Loading label="Loading equipment..." />
      ) : list.isError || !list.data ? (
        <div className="load-error">
          <Alert tone="error">{messageOf(list.error, 'Failed to load equipment.')}</Alert>
          <Button variant="secondary" pending={list.isFetching} onClick={() => list.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          {list.data.items.length === 0 ? (
            <p className="empty">No equipment yet.</p>
          ) : (
            <ul className="list" aria-label="Equipment" aria-busy={list.isPlaceholderData || undefined}>
              {list.data.items.map((item) => (
                <EquipmentItem
                  key={item.id}
                  item={item}
                  today={today}
                  onSuccess={action.success}
                  onFailure={action.failure}
                  onDelete={deleteItem}
                  onDeleteDialogClosed={afterDeleteDialog}
                />
              ))}
            </ul>
          )}
          <Pagination
            page={page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            onPageChange={setPage}
            label="Equipment"
          />
        </>
      )}
    </div>
  );
}
