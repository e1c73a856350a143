// A member's "Membership Type" (the spec's name for the plan) with its status, a waiting plan change,
// and the admin's actions. Each action says what happened and moves focus to that message.
import './members.css';
import { ActionMessageView } from '../../components/ActionMessageView.js';
import { Group } from '../../components/Group.js';
import { useGymFormat } from '../../lib/gym.js';
import { useActionMessage } from '../../lib/useActionMessage.js';
import { MembershipStatusActions } from './MembershipStatusActions.js';
import { MembershipStatusBadge } from './MembershipStatusBadge.js';
import { PlanChanger } from './PlanChanger.js';
import type { MembershipMember } from './types.js';

export function MembershipPanel({ member }: { member: MembershipMember }) {
  const format = useGymFormat();
  const action = useActionMessage();

  return (
    <Group className="membership-panel" label={`Membership Type for ${member.name}`}>
      <p className="membership-summary">
        <span className="membership-label">Membership Type</span>
        <strong>{member.membershipType ?? 'No plan'}</strong>
        {member.status && <MembershipStatusBadge status={member.status} />}
      </p>
      {member.nextPlanName && (
        <p className="membership-pending">
          {member.nextPlanFrom
            ? `Moves to ${member.nextPlanName} on ${format.date(member.nextPlanFrom)}`
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
