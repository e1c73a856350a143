import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { PAGE_SIZE_DEFAULT, pageCount } from '../../../shared/pagination.js';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { Loading } from '../../components/Loading.js';
import { Pagination } from '../../components/Pagination.js';
import { messageOf } from '../../lib/errors.js';
import { trpc } from '../../lib/trpc.js';

interface Feedback {
  tone: 'success' | 'error';
  text: string;
}

export function RecordList() {
  const utils = trpc.useUtils();
  const [page, setPage] = useState(1);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const list = trpc.records.list.useQuery({ page, pageSize: PAGE_SIZE_DEFAULT }, { placeholderData: keepPreviousData });
  // Refresh after a failure too: 'Record not found.' means someone else already deleted it.
  const remove = trpc.records.delete.useMutation({ onSettled: () => utils.records.list.invalidate() });

  // Deleting the last record on the last page leaves that page empty: show the new last page instead.
  const lastPage = list.data ? pageCount(list.data) : 1;
  const pastTheEnd = Boolean(list.data) && !list.isPlaceholderData && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) setPage(lastPage);
  }, [pastTheEnd, lastPage]);

  async function deleteRecord(record: { id: string; name: string }) {
    setFeedback(null);
    try {
      await remove.mutateAsync({ id: record.id });
      setFeedback({ tone: 'success', text: `Deleted ${record.name}.` });
    } catch (error) {
      // Shown in the section: the dialog closes, since an open modal would hide the message.
      setFeedback({ tone: 'error', text: messageOf(error, 'Failed to delete record.') });
    }
  }

  if (list.isPending) return <Loading label="Loading records..." />;
  if (list.isError) {
    return (
      <div>
        <Alert tone="error">{messageOf(list.error, 'Failed to load records.')}</Alert>
        <Button variant="secondary" pending={list.isFetching} onClick={() => list.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const { items, total, pageSize } = list.data;
  return (
    <div>
      {feedback && <Alert tone={feedback.tone}>{feedback.text}</Alert>}
      {items.length === 0 ? (
        <p className="empty">No records yet.</p>
      ) : (
        <ul className="list" aria-label="Records" aria-busy={list.isPlaceholderData || undefined}>
          {items.map((record) => (
            <li key={record.id}>
              <div className="item-main">
                <strong>{record.name}</strong>
              </div>
              <div className="item-actions">
                <ConfirmDialog
                  triggerLabel="Delete"
                  triggerAriaLabel={`Delete ${record.name}`}
                  title={`Delete ${record.name}?`}
                  description="Members will no longer find it in their record search. This cannot be undone."
                  confirmLabel="Delete"
                  onConfirm={() => deleteRecord(record)}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pageSize={pageSize} total={total} onPageChange={setPage} label="Records" />
    </div>
  );
}
