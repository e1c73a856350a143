// A member's "Membership Type" (the spec's name for the plan) with its status, a waiting plan change,
// and the admin's actions. Each action says what happened and moves focus to that message.
import './members.css';
import { MEMBERSHIP_STATUS_LABELS, type MembershipStatus } from '../../../shared/memberships.schemas.js';
import { ActionMessageView } from '../../components/ActionMessageView.js';
import { Badge, type BadgeTone } from '../../components/Badge.js';
import { Group } from '../../components/Group.js';
import { formatDay } from '../../lib/format.js';
import { useActionMessage } from '../../lib/useActionMessage.js';
import { MembershipStatusActions } from './MembershipStatusActions.js';
import { PlanChanger } from './PlanChanger.js';
import type { MemberListItem } from './types.js';

const STATUS_TONES: Record<MembershipStatus, BadgeTone> = {
  active: 'success',
  paused: 'warning',
  cancelled: 'neutral',
};

export function MembershipPanel({ member }: { member: MemberListItem }) {
  const action = useActionMessage();

  return (
    <Group className="membership-panel" label={`Membership Type for ${member.name}`}>
      <p className="membership-summary">
        <span className="membership-label">Membership Type</span>
        <strong>{member.membershipType ?? 'No plan'}</strong>
        {member.status && <Badge tone={STATUS_TONES[member.status]}>{MEMBERSHIP_STATUS_LABELS[member.status]}</Badge>}
      </p>
      {member.nextPlanName && (
        <p className="membership-pending">
          {member.nextPlanFrom
            ? `Moves to ${member.nextPlanName} on ${formatDay(member.nextPlanFrom)}`
            : `Moves to ${member.nextPlanName} when the current period ends`}
        </p>
      )}
      {member.status && (
        <div className="membership-controls">
          <PlanChanger member={member} action={action} />
          <MembershipStatusActions member={member} status={member.status} action={action} />
        </div>
      )}
      <ActionMessageView action={action} />
    </Group>
  );
}
