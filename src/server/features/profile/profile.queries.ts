import type { DbOrTx } from '../../db/schema.js';

export async function findProfile(db: DbOrTx, userId: string) {
  return db
    .selectFrom('users')
    .select(['name', 'email', 'membershipType', 'joinDate'])
    .where('id', '=', userId)
    .executeTakeFirst();
}
