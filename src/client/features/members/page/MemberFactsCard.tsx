// Who the member is and what they owe, then their plan and membership status with the actions the
// Member List also offers (the same component, so both behave alike).
import { formatDate, formatDay, formatMoney } from '../../../lib/format.js';
import { MembershipPanel } from '../MembershipPanel.js';
import { PageCard } from './PageCard.js';
import type { MemberProfile } from './types.js';

export function MemberFactsCard({ member }: { member: MemberProfile }) {
  return (
    <PageCard title="Membership">
      <dl className="member-facts">
        <div>
          <dt>Email</dt>
          <dd>{member.email}</dd>
        </div>
        <div>
          <dt>Joined</dt>
          <dd>{member.joinDate ? formatDate(member.joinDate) : 'Not yet'}</dd>
        </div>
        <div>
          <dt>Member code</dt>
          <dd className="member-code">{member.memberCode ?? 'None'}</dd>
        </div>
        <div>
          <dt>Balance due</dt>
          <dd>{formatMoney(member.balanceCents)}</dd>
        </div>
        {member.status === 'cancelled' && member.endsOn && (
          <div>
            <dt>Membership ends</dt>
            <dd>{formatDay(member.endsOn)}</dd>
          </div>
        )}
      </dl>
      <MembershipPanel member={member} />
    </PageCard>
  );
}
