import type { DbOrTx } from '../../db/schema.js';

/** The details card: who the account is, and (members only) the plan its membership is on. */
export async function findProfile(db: DbOrTx, userId: string) {
  return db
    .selectFrom('users')
    .leftJoin('memberships', 'memberships.userId', 'users.id')
    .leftJoin('plans', 'plans.id', 'memberships.planId')
    .select(['users.name', 'users.email', 'plans.name as membershipType', 'users.joinDate'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

/** My profile's own fields. */
export async function findProfileDetails(db: DbOrTx, userId: string) {
  return db
    .selectFrom('users')
    .select(['email', 'phone', 'emergencyContactName', 'emergencyContactPhone', 'reminderEmails'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function updateProfileDetails(
  db: DbOrTx,
  userId: string,
  details: {
    phone: string | null;
    emergencyContactName: string;
    emergencyContactPhone: string;
    reminderEmails: number;
  },
): Promise<void> {
  await db.updateTable('users').set(details).where('id', '=', userId).execute();
}
