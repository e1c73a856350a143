// A member added at the desk: the account (no password until they accept an invitation) and the
// members row approval would have written.
import type { DbOrTx } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import { userSearchKey } from '../auth/auth.queries.js';

export async function emailInUse(db: DbOrTx, email: string): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()) !== undefined;
}

export async function insertDeskMember(
  db: DbOrTx,
  member: { name: string; email: string | null; phone: string | null; now: Date },
): Promise<string> {
  const [id] = await insertDeskMembers(db, [member], member.now);
  return id as string;
}

export interface NewDeskMemberRow {
  name: string;
  email: string | null;
  phone: string | null;
  /** When they joined (ISO-8601); now when left out. Imported members bring theirs. */
  joinDate?: string;
}

/** Rows an `insert` carries at most: users has 10 columns, well under SQLite's 32,766 parameters. */
const INSERT_BATCH = 500;

/**
 * Several members at once (Import members writes 500 a statement): the same accounts and members
 * rows as one added at the desk. Returns their ids in the same order.
 */
export async function insertDeskMembers(
  db: DbOrTx,
  members: readonly NewDeskMemberRow[],
  now: Date,
): Promise<string[]> {
  const at = now.toISOString();
  const ids = members.map(() => newId());
  for (let from = 0; from < members.length; from += INSERT_BATCH) {
    const batch = members
      .slice(from, from + INSERT_BATCH)
      .map((member, i) => ({ ...member, id: ids[from + i] as string }));
    await db
      .insertInto('users')
      .values(
        batch.map((member) => ({
          id: member.id,
          name: member.name,
          email: member.email,
          passwordHash: null,
          role: 'member' as const,
          phone: member.phone,
          joinDate: member.joinDate ?? at,
          createdAt: at,
          searchKey: userSearchKey(member.name, member.email),
        })),
      )
      .execute();
    await db
      .insertInto('members')
      .values(batch.map((member) => ({ userId: member.id, name: member.name, email: member.email, createdAt: at })))
      .execute();
  }
  return ids;
}
