import { formatDate } from '../../lib/format.js';
import { MembershipTypeSelect } from './MembershipTypeSelect.js';

export interface MemberListItem {
  id: string;
  name: string;
  email: string;
  membershipType: string | null;
  joinDate: string | null;
}

/** One approved member: who they are, since when, and their membership type (editable in place). */
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
      <MembershipTypeSelect member={member} />
    </li>
  );
}
