// Steps other features share: bills and notifications go only to members, and they ask here rather
// than reaching into members.queries.ts.
import type { MembershipType } from '../../../shared/membership.js';
import type { Db, DbOrTx } from '../../db/schema.js';
import { recordEvent } from '../events/events.queries.js';
import { findMember, setMembershipType } from './members.queries.js';

/** True when the account exists and has the member role. Pass the transaction that depends on it. */
export async function isMember(db: DbOrTx, userId: string): Promise<boolean> {
  return (await findMember(db, userId)) !== undefined;
}

/** Changes a member's type and records who changed it from what; null when there is no such member. */
export async function changeMembershipType(
  db: Db,
  change: { userId: string; membershipType: MembershipType; adminId: string; ip: string },
): Promise<MembershipType | null> {
  return db.transaction().execute(async (tx) => {
    const member = await findMember(tx, change.userId);
    if (!member) return null;
    if ((await setMembershipType(tx, change.userId, change.membershipType)) === 0) return null;
    await recordEvent(tx, {
      type: 'admin.membership_type_changed',
      actorId: change.adminId,
      subject: change.userId,
      detail: { from: member.membershipType, to: change.membershipType },
      ip: change.ip,
    });
    return change.membershipType;
  });
}
