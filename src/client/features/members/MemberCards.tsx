// The Member List on a phone: one card per member with what the desk looks for — name (a link to the
// member's page), plan, status, balance and last visit — so nothing sits off-screen and the page never
// scrolls sideways. Email and join day are on the member's page; the order is the "Sort by" select.
import { type Ref, useId } from 'react';
import { useGymFormat } from '../../lib/gym.js';
import { MembershipStatusBadge } from './MembershipStatusBadge.js';
import { LastVisit } from './MemberTable.js';
import { MemberPageLink } from './page/memberListReturn.js';
import type { MemberListItem } from './types.js';

interface MemberCardsProps {
  members: MemberListItem[];
  /** "Members 21–40 of 45": names the list, and takes focus after Next/Previous. */
  caption: string;
  captionRef?: Ref<HTMLHeadingElement>;
  busy: boolean;
}

export function MemberCards({ members, caption, captionRef, busy }: MemberCardsProps) {
  const format = useGymFormat();
  const captionId = useId();
  return (
    <section className="member-cards" aria-labelledby={captionId}>
      <h3 id={captionId} ref={captionRef} tabIndex={-1}>
        {caption}
      </h3>
      <ul aria-busy={busy || undefined}>
        {members.map((member) => (
          <li key={member.id} className="member-card">
            <MemberPageLink memberId={member.id}>
              <strong>{member.name}</strong>
            </MemberPageLink>
            <dl>
              <div>
                <dt>Plan</dt>
                <dd>
                  {member.membershipType ?? 'No plan'}
                  {member.nextPlanName && (
                    <span className="member-next-plan">
                      {member.nextPlanFrom
                        ? `Moves to ${member.nextPlanName} on ${format.date(member.nextPlanFrom)}`
                        : `Moves to ${member.nextPlanName}`}
                    </span>
                  )}
                </dd>
              </div>
              <div>
                <dt>Status</dt>
                <dd>{member.status ? <MembershipStatusBadge status={member.status} /> : 'No membership'}</dd>
              </div>
              <div>
                <dt>Balance</dt>
                <dd className={member.balanceCents > 0 ? 'member-owes' : undefined}>
                  {format.money(member.balanceCents)}
                </dd>
              </div>
              <div>
                <dt>Last visit</dt>
                <dd>
                  <LastVisit at={member.lastVisitAt} />
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
