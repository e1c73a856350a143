// A member's "Membership Type" (the spec's name for the plan) with its status, a waiting plan change,
// and the actions the signed-in role may take. Each action says what happened and moves focus to that message.
import './members.css';
import { ActionMessageView } from '../../components/ActionMessageView.js';
import { Group } from '../../components/Group.js';
import { useGymFormat } from '../../lib/gym.js';
import { useActionMessage } from '../../lib/useActionMessage.js';
import { useMay } from '../session/useMay.js';
import { MembershipStatusActions } from './MembershipStatusActions.js';
import { MembershipStatusBadge } from './MembershipStatusBadge.js';
import { PlanChanger } from './PlanChanger.js';
import type { MembershipMember } from './types.js';

export function MembershipPanel({ member }: { member: MembershipMember }) {
  const format = useGymFormat();
  const action = useActionMessage();
  // The front desk sees the membership but may not change it (the permission table).
  const may = useMay();
  const mayChangePlan = may('memberships.changePlan');
  const mayChangeStatus = may('memberships.pause') || may('memberships.resume') || may('memberships.cancel');

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
      {member.status && (mayChangePlan || mayChangeStatus) && (
        <div className="membership-controls">
          {mayChangePlan && <PlanChanger member={member} action={action} />}
          {mayChangeStatus && <MembershipStatusActions member={member} status={member.status} action={action} />}
        </div>
      )}
      <ActionMessageView action={action} />
    </Group>
  );
}
