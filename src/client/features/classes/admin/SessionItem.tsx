// One upcoming session: when (on the gym's clock), which class, how full, its Roster, and
// "Cancel session" in its menu until it starts (rare and final, so it asks first).
import { Badge } from '../../../components/Badge.js';
import { Group } from '../../../components/Group.js';
import { useGymFormat } from '../../../lib/gym.js';
import type { useActionMessage } from '../../../lib/useActionMessage.js';
import { RosterDialog } from './RosterDialog.js';
import { SessionCancelAction } from './SessionCancelAction.js';
import type { SessionListItem } from './types.js';

interface SessionItemProps {
  session: SessionListItem;
  /** 'Tue, Nov 24, 6:00 PM–7:00 PM' on the gym's clock. */
  when: string;
  action: ReturnType<typeof useActionMessage>;
}

export function SessionItem({ session, when, action }: SessionItemProps) {
  const format = useGymFormat();
  const cancelled = session.status === 'cancelled';
  return (
    <li className="session-item">
      <div className="item-main">
        <div className="session-title">
          <strong>
            <time dateTime={session.startsAt}>{when}</time>
          </strong>
          <span>{session.className}</span>
          {cancelled && <Badge tone="danger">Cancelled</Badge>}
          {!cancelled && session.spotsLeft === 0 && <Badge tone="warning">Full</Badge>}
        </div>
        {session.trainer && <span>{`Trainer: ${session.trainer}`}</span>}
        {cancelled ? (
          session.cancelReason && <span className="muted">{`Reason: ${session.cancelReason}`}</span>
        ) : (
          <span className="muted">
            {`${format.count(session.bookedCount)} of ${format.count(session.capacity)} booked · ${format.count(session.waitlistCount)} on the waitlist`}
          </span>
        )}
      </div>
      {!cancelled && (
        <Group className="item-actions" label={`${session.className}, ${when}`}>
          <RosterDialog session={session} when={when} />
          <SessionCancelAction session={session} when={when} action={action} />
        </Group>
      )}
    </li>
  );
}
