// Steps other features share: bills and notifications go only to members, and they ask here rather
// than reaching into members.queries.ts.
import type { DbOrTx } from '../../db/schema.js';
import { findMember } from './members.queries.js';

/** True when the account exists and has the member role. Pass the transaction that depends on it. */
export async function isMember(db: DbOrTx, userId: string): Promise<boolean> {
  return (await findMember(db, userId)) !== undefined;
}
