// The member's pause requests on their page, newest first, with Approve / Decline on a pending one.

import { PAUSE_STATUS_LABELS } from '../../../../shared/pauses.schemas.js';
import { ActionMessageView } from '../../../components/ActionMessageView.js';
import '../../pauses/pauses.css';
import { Badge } from '../../../components/Badge.js';
import { LoadError } from '../../../components/LoadError.js';
import { Loading } from '../../../components/Loading.js';
import { useGymFormat } from '../../../lib/gym.js';
import { trpc } from '../../../lib/trpc.js';
import { useActionMessage } from '../../../lib/useActionMessage.js';
import { PauseDecision } from '../../pauses/PauseDecision.js';
import { PAUSE_TONES, pauseDates } from '../../profile/pause-text.js';
import { PageCard } from './PageCard.js';

export function PausesCard({ memberId, name }: { memberId: string; name: string }) {
  const format = useGymFormat();
  const action = useActionMessage();
  const pauses = trpc.pauses.forMember.useQuery({ userId: memberId });

  let body: React.ReactNode;
  if (pauses.isPending) body = <Loading label="Loading pause requests..." />;
  else if (pauses.isError) {
    body = (
      <LoadError
        error={pauses.error}
        fallback="Could not load the pause requests."
        retry={() => void pauses.refetch()}
        retrying={pauses.isFetching}
      />
    );
  } else if (pauses.data.items.length === 0) body = <p className="empty">No pause requests.</p>;
  else {
    body = (
      <ul className="list">
        {pauses.data.items.map((item) => (
          <li key={item.id} className="pause-item">
            <span>{pauseDates(format, item)}</span>
            <Badge tone={PAUSE_TONES[item.status]}>{PAUSE_STATUS_LABELS[item.status]}</Badge>
            {item.status === 'pending' && (
              <PauseDecision requestId={item.id} what={`${name}'s pause ${pauseDates(format, item)}`} action={action} />
            )}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <PageCard title="Pause requests">
      <ActionMessageView action={action} />
      {body}
    </PageCard>
  );
}
