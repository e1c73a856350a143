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
  const id = newId();
  const at = member.now.toISOString();
  await db
    .insertInto('users')
    .values({
      id,
      name: member.name,
      email: member.email,
      passwordHash: null,
      role: 'member',
      phone: member.phone,
      joinDate: at,
      createdAt: at,
      searchKey: userSearchKey(member.name, member.email),
    })
    .execute();
  await db
    .insertInto('members')
    .values({ userId: id, name: member.name, email: member.email, createdAt: at })
    .execute();
  return id;
}
