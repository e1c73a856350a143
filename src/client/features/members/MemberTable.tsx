// The Member List's table: one row per member, the name a link to the member's page (which remembers
// it came from here, so its "Back to Member List" returns to this very page and filter). Name,
// Balance, Joined and Last visit sort the list (MemberSortHeader). Between a phone's width (where
// MemberCards takes over) and a wide screen the table scrolls inside its own wrapper (which takes
// keyboard focus so it can be scrolled), never the page; long names and emails wrap.
import type { Ref } from 'react';
import type { MemberSort } from '../../../shared/members.schemas.js';
import { useGymFormat } from '../../lib/gym.js';
import { type MemberOrder, MemberSortHeader } from './MemberSortHeader.js';
import { MembershipStatusBadge } from './MembershipStatusBadge.js';
import { MemberPageLink } from './page/memberListReturn.js';
import type { MemberListItem } from './types.js';

interface MemberTableProps {
  members: MemberListItem[];
  /** "Members 21–40 of 45": the caption, which takes focus after Next/Previous. */
  caption: string;
  captionRef?: Ref<HTMLTableCaptionElement>;
  busy: boolean;
  order: MemberOrder;
  onSort: (column: MemberSort) => void;
}

export function MemberTable({ members, caption, captionRef, busy, order, onSort }: MemberTableProps) {
  const format = useGymFormat();
  const sortable = { order, onSort };
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <section className="member-table-scroll" aria-label="Members table" tabIndex={0}>
      <table className="member-table" aria-busy={busy || undefined}>
        <caption ref={captionRef} tabIndex={-1}>
          {caption}
        </caption>
        <thead>
          <tr>
            <MemberSortHeader column="name" label="Name" {...sortable} />
            <th scope="col">Email</th>
            <th scope="col">Plan</th>
            <th scope="col">Status</th>
            <MemberSortHeader column="balance" label="Balance" className="numeric" {...sortable} />
            <MemberSortHeader column="joined" label="Joined" {...sortable} />
            <MemberSortHeader column="lastVisit" label="Last visit" {...sortable} />
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.id}>
              <th scope="row" className="member-name">
                <MemberPageLink memberId={member.id}>{member.name}</MemberPageLink>
              </th>
              <td className="member-email">{member.email ?? <span className="muted">No email</span>}</td>
              <td>
                {member.membershipType ?? 'No plan'}
                {member.nextPlanName && (
                  <span className="member-next-plan">
                    {member.nextPlanFrom
                      ? `Moves to ${member.nextPlanName} on ${format.date(member.nextPlanFrom)}`
                      : `Moves to ${member.nextPlanName}`}
                  </span>
                )}
              </td>
              <td>{member.status ? <MembershipStatusBadge status={member.status} /> : 'No membership'}</td>
              <td className={member.balanceCents > 0 ? 'numeric member-owes' : 'numeric'}>
                {format.money(member.balanceCents)}
              </td>
              <td className="member-joined">
                {member.joinDate ? <time dateTime={member.joinDate}>{format.date(member.joinDate)}</time> : '—'}
              </td>
              <td className="member-joined">
                <LastVisit at={member.lastVisitAt} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** When the member last checked in, the gym's way; "Never" when they have not. */
export function LastVisit({ at }: { at: string | null }) {
  const format = useGymFormat();
  return at ? <time dateTime={at}>{format.date(at)}</time> : <span className="muted">Never</span>;
}
