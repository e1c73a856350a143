// Steps other features share: bills and notifications go only to members, and they ask here rather
// than reaching into members.queries.ts.
import type { DbOrTx } from '../../db/schema.js';
import { findMember, searchPeopleByName } from './members.queries.js';

export { searchPeopleByName };

/** True when the account exists and has the member role. Pass the transaction that depends on it. */
export async function isMember(db: DbOrTx, userId: string): Promise<boolean> {
  return (await findMember(db, userId)) !== undefined;
}

/** The member's name as the screens say it ('' when the account is gone). */
export async function memberName(db: DbOrTx, userId: string): Promise<string> {
  return (await findMember(db, userId))?.name ?? '';
}

/** A member's name and email (a payment provider's customer is made from them); undefined if not a member. */
export function findMemberContact(db: DbOrTx, userId: string) {
  return findMember(db, userId);
}
