// Pending Member Requests: the registrations waiting for an administrator's decision.
import { useEffect, useId, useState } from 'react';
import { PAGE_SIZE_DEFAULT, pageCount } from '../../../shared/pagination.js';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { Loading } from '../../components/Loading.js';
import { Pagination } from '../../components/Pagination.js';
import { messageOf } from '../../lib/errors.js';
import { trpc } from '../../lib/trpc.js';
import { type PendingRequest, RequestItem } from './RequestItem.js';

type Notice = { tone: 'success' | 'error'; text: string };

export function RequestsSection() {
  const titleId = useId();
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<Notice | null>(null);
  const utils = trpc.useUtils();
  const requests = trpc.requests.listPending.useQuery(
    { page, pageSize: PAGE_SIZE_DEFAULT },
    { placeholderData: (previous) => previous },
  );
  // The list is refreshed after success and failure alike: a failure often means someone else decided first.
  const approve = trpc.requests.approve.useMutation({
    // An approved person is now a member, so the Member List (and member pickers) must show them.
    onSettled: () => Promise.all([utils.requests.listPending.invalidate(), utils.members.list.invalidate()]),
  });
  const reject = trpc.requests.reject.useMutation({
    onSettled: () => utils.requests.listPending.invalidate(),
  });

  const data = requests.data;
  // Deciding the last request on a later page would leave an empty page: step back to the last real one.
  useEffect(() => {
    if (data && data.items.length === 0 && data.page > 1) setPage(pageCount(data));
  }, [data]);

  async function decide(request: PendingRequest, action: 'approve' | 'reject') {
    setNotice(null);
    const mutation = action === 'approve' ? approve : reject;
    try {
      await mutation.mutateAsync({ requestId: request.id });
      setNotice({ tone: 'success', text: `${request.name} was ${action === 'approve' ? 'approved' : 'rejected'}.` });
    } catch (error) {
      // Shown in the section, not thrown: the dialog closes so the message is not hidden behind it.
      setNotice({ tone: 'error', text: messageOf(error, `Could not ${action} ${request.name}. Please try again.`) });
    }
  }

  function busyFor(requestId: string) {
    if (approve.isPending && approve.variables?.requestId === requestId) return 'approve';
    if (reject.isPending && reject.variables?.requestId === requestId) return 'reject';
    return null;
  }

  return (
    <section className="card" aria-labelledby={titleId}>
      <div className="section-header">
        <h2 id={titleId}>Pending Member Requests</h2>
        {data && data.total > 0 && <span className="muted">{data.total} pending</span>}
      </div>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {requests.isPending && <Loading label="Loading requests..." />}
      {requests.isError && (
        <div className="load-error">
          <Alert tone="error">{messageOf(requests.error, 'Could not load the pending requests.')}</Alert>
          <Button variant="secondary" onClick={() => requests.refetch()} pending={requests.isFetching}>
            Try again
          </Button>
        </div>
      )}
      {data && data.total === 0 && <p className="empty">No pending requests</p>}
      {data && data.items.length > 0 && (
        <>
          <ul className="list" aria-labelledby={titleId}>
            {data.items.map((request) => (
              <RequestItem
                key={request.id}
                request={request}
                busy={busyFor(request.id)}
                onApprove={() => decide(request, 'approve')}
                onReject={() => decide(request, 'reject')}
              />
            ))}
          </ul>
          <Pagination
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            onPageChange={setPage}
            label="Pending requests"
          />
        </>
      )}
    </section>
  );
}
