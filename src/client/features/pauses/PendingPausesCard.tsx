// The pause requests waiting for a decision, the oldest first, with Approve / Decline and a link to
// each member's page. Shown under Member Requests to admins and managers.
import './pauses.css';
import { useId } from 'react';
import { Link } from 'wouter';
import { ActionMessageView } from '../../components/ActionMessageView.js';
import { LoadError } from '../../components/LoadError.js';
import { Loading } from '../../components/Loading.js';
import { useGymFormat } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';
import { useActionMessage } from '../../lib/useActionMessage.js';
import { pauseDates } from '../profile/pause-text.js';
import { PauseDecision } from './PauseDecision.js';

export function PendingPausesCard() {
  const headingId = useId();
  const format = useGymFormat();
  const action = useActionMessage();
  const pending = trpc.pauses.pending.useQuery();

  let body: React.ReactNode;
  if (pending.isPending) body = <Loading label="Loading pause requests..." />;
  else if (pending.isError) {
    body = (
      <LoadError
        error={pending.error}
        fallback="Could not load the pause requests."
        retry={() => void pending.refetch()}
        retrying={pending.isFetching}
      />
    );
  } else if (pending.data.items.length === 0) body = <p className="empty">No pause requests are waiting.</p>;
  else {
    const { items, total } = pending.data;
    body = (
      <>
        <ul className="list">
          {items.map((item) => {
            const what = `${item.memberName}'s pause ${pauseDates(format, item)}`;
            return (
              <li key={item.id} className="pause-item">
                <Link href={`/members/${encodeURIComponent(item.memberId)}`}>{item.memberName}</Link>
                <span>{pauseDates(format, item)}</span>
                <PauseDecision requestId={item.id} what={what} action={action} />
              </li>
            );
          })}
        </ul>
        {total > items.length && (
          <p className="muted">{`Showing the ${format.count(items.length)} oldest of ${format.count(total)}.`}</p>
        )}
      </>
    );
  }

  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>Pause requests</h2>
      <ActionMessageView action={action} />
      {body}
    </section>
  );
}
