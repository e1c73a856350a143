// Pending Member Requests: the registrations waiting for an administrator's decision, one at a time
// or several at once ("Approve selected"). Every outcome is a message that takes focus.
import './requests.css';
import { useEffect, useId, useRef, useState } from 'react';
import { PAGE_SIZE_DEFAULT, pageCount } from '../../../shared/pagination.js';
import { ActionMessageView } from '../../components/ActionMessageView.js';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { Loading } from '../../components/Loading.js';
import { Pagination } from '../../components/Pagination.js';
import { messageOf } from '../../lib/errors.js';
import { useGymFormat } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';
import { useActionMessage } from '../../lib/useActionMessage.js';
import { useOncePerIntent } from '../../lib/useOncePerIntent.js';
import { ApproveSelectedBar } from './ApproveSelectedBar.js';
import { type PendingRequest, RequestItem } from './RequestItem.js';
import { useRequestSelection } from './useRequestSelection.js';

type Outcome = { ok: boolean; text: string };

export function RequestsSection() {
  const titleId = useId();
  const format = useGymFormat();
  const [page, setPage] = useState(1);
  const action = useActionMessage();
  // A reject's outcome waits here until its dialog has closed, then takes focus (see afterRejectDialog).
  const rejectOutcome = useRef<Outcome | null>(null);
  const utils = trpc.useUtils();
  const requests = trpc.requests.listPending.useQuery(
    { page, pageSize: PAGE_SIZE_DEFAULT },
    { placeholderData: (previous) => previous },
  );
  // An approved person is now a member, so the Member List (and member pickers) must show them. The
  // list is refreshed after failures too: a failure often means someone else decided first.
  const refreshAfterApproval = () =>
    Promise.all([utils.requests.listPending.invalidate(), utils.members.list.invalidate()]);
  const approve = useOncePerIntent(trpc.requests.approve.useMutation({ onSettled: refreshAfterApproval }));
  const approveSelected = useOncePerIntent(
    trpc.requests.approveSelected.useMutation({ onSettled: refreshAfterApproval }),
  );
  const reject = trpc.requests.reject.useMutation({
    onSettled: () => utils.requests.listPending.invalidate(),
  });

  const data = requests.data;
  const selection = useRequestSelection(data?.items.map((r) => r.id) ?? []);
  // Deciding the last request on a later page would leave an empty page: step back to the last real one.
  useEffect(() => {
    if (data && data.items.length === 0 && data.page > 1) setPage(pageCount(data));
  }, [data]);

  async function approveOne(request: PendingRequest) {
    action.clear();
    try {
      await approve.mutateAsync({ requestId: request.id });
      action.success(`${request.name} was approved.`);
    } catch (error) {
      action.failure(messageOf(error, `Could not approve ${request.name}. Please try again.`));
    }
  }

  async function rejectOne(request: PendingRequest) {
    action.clear();
    try {
      await reject.mutateAsync({ requestId: request.id });
      rejectOutcome.current = { ok: true, text: `${request.name} was rejected.` };
    } catch (error) {
      // Shown in the section, not thrown: the dialog closes so the message is not hidden behind it.
      rejectOutcome.current = {
        ok: false,
        text: messageOf(error, `Could not reject ${request.name}. Please try again.`),
      };
    }
  }

  /** Radix would return focus to the Reject button, which is gone after a reject: focus the outcome. */
  function afterRejectDialog(event: Event) {
    const outcome = rejectOutcome.current;
    if (!outcome) return;
    rejectOutcome.current = null;
    event.preventDefault();
    if (outcome.ok) action.success(outcome.text);
    else action.failure(outcome.text);
  }

  async function approveTicked() {
    action.clear();
    try {
      const result = await approveSelected.mutateAsync({ requestIds: selection.ids });
      selection.clear();
      action.success(describeApproval(result));
    } catch (error) {
      action.failure(messageOf(error, 'Could not approve the selected requests. Please try again.'));
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
        {data && data.total > 0 && <span className="muted">{format.count(data.total)} pending</span>}
      </div>
      <ActionMessageView action={action} />
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
          <ApproveSelectedBar selection={selection} pending={approveSelected.isPending} onApprove={approveTicked} />
          <ul className="list" aria-labelledby={titleId}>
            {data.items.map((request) => (
              <RequestItem
                key={request.id}
                request={request}
                busy={busyFor(request.id)}
                locked={approveSelected.isPending}
                selected={selection.selected.has(request.id)}
                onSelect={(on) => selection.toggle(request.id, on)}
                onApprove={() => approveOne(request)}
                onReject={() => rejectOne(request)}
                onRejectDialogClosed={afterRejectDialog}
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

/** "Approved 3 members." and, when others decided some first, what became of those. */
function describeApproval(result: { approved: number; alreadyApproved: number; notFound: number }): string {
  const parts = [`Approved ${result.approved} ${result.approved === 1 ? 'member' : 'members'}.`];
  if (result.alreadyApproved > 0) {
    parts.push(`${result.alreadyApproved} ${result.alreadyApproved === 1 ? 'was' : 'were'} already approved.`);
  }
  if (result.notFound > 0) {
    parts.push(`${result.notFound} no longer ${result.notFound === 1 ? 'exists' : 'exist'}.`);
  }
  return parts.join(' ');
}
