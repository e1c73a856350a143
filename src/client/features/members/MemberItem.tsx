import { formatDate } from '../../lib/format.js';
import { MembershipPanel } from './MembershipPanel.js';
import type { MemberListItem } from './types.js';

/** One approved member: who they are, since when, and their membership (plan and status, changed in place). */
export function MemberItem({ member }: { member: MemberListItem }) {
  return (
    <li className="member-item">
      <div className="item-main">
        <strong>{member.name}</strong>
        <span>{member.email}</span>
        {member.joinDate && (
          <span className="muted">
            Joined <time dateTime={member.joinDate}>{formatDate(member.joinDate)}</time>
          </span>
        )}
      </div>
      <MembershipPanel member={member} />
    </li>
  );
}
