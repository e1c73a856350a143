// Who the member is and what they owe, then their plan and membership status with the actions the
// Member List also offers (the same component, so both behave alike).
import { useGymFormat } from '../../../lib/gym.js';
import { MembershipPanel } from '../MembershipPanel.js';
import { PageCard } from './PageCard.js';
import type { MemberProfile } from './types.js';

export function MemberFactsCard({ member }: { member: MemberProfile }) {
  const format = useGymFormat();
  return (
    <PageCard title="Membership">
      <dl className="member-facts">
        <div>
          <dt>Email</dt>
          <dd>{member.email ?? 'None'}</dd>
        </div>
        <div>
          <dt>Joined</dt>
          <dd>{member.joinDate ? format.date(member.joinDate) : 'Not yet'}</dd>
        </div>
        <div>
          <dt>Member code</dt>
          <dd className="member-code">{member.memberCode ?? 'None'}</dd>
        </div>
        <div>
          <dt>Balance due</dt>
          <dd>{format.money(member.balanceCents)}</dd>
        </div>
        {member.status === 'cancelled' && member.endsOn && (
          <div>
            <dt>Membership ends</dt>
            <dd>{format.date(member.endsOn)}</dd>
          </div>
        )}
      </dl>
      <MembershipPanel member={member} />
    </PageCard>
  );
}
