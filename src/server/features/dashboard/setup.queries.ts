// What the "Get your gym ready" checklist asks the database: does the gym have a thing yet. Each
// stops at the first row it finds (LIMIT 1) in a table that holds the gym's own set-up, a handful
// of rows however many members there are.
import type { DbOrTx } from '../../db/schema.js';

/** A priced plan members can be put on (not archived), un-executed. The migration's "Standard" is free. */
export function pricedPlanQuery(db: DbOrTx) {
  return db
    .selectFrom('plans')
    .select('plans.id')
    .where('plans.priceCents', '>', 0)
    .where('plans.archivedAt', 'is', null)
    .limit(1);
}

export async function hasPricedPlan(db: DbOrTx): Promise<boolean> {
  return (await pricedPlanQuery(db).executeTakeFirst()) !== undefined;
}

/**
 * A weekly slot of a class that is not archived, un-executed: what the public timetable shows
 * (classes.timetable lists the same slots).
 */
export function timetableSlotQuery(db: DbOrTx) {
  return db
    .selectFrom('classSlots')
    .innerJoin('classes', 'classes.id', 'classSlots.classId')
    .select('classSlots.id')
    .where('classes.archivedAt', 'is', null)
    .limit(1);
}

export async function hasTimetable(db: DbOrTx): Promise<boolean> {
  return (await timetableSlotQuery(db).executeTakeFirst()) !== undefined;
}

/**
 * A second account that works at the gym besides the first administrator (invited or signed up),
 * un-executed: at most two rows of the role index.
 */
export function secondStaffQuery(db: DbOrTx) {
  return db
    .selectFrom('users')
    .select('users.id')
    .where('users.role', 'in', ['admin', 'manager', 'frontdesk', 'trainer'])
    .limit(1)
    .offset(1);
}

export async function hasStaff(db: DbOrTx): Promise<boolean> {
  return (await secondStaffQuery(db).executeTakeFirst()) !== undefined;
}

/** A member import carried out ("Import N members"), un-executed; previews do not count. */
export function importedMembersQuery(db: DbOrTx) {
  return db
    .selectFrom('memberImports')
    .select('memberImports.id')
    .where('memberImports.status', '=', 'imported')
    .limit(1);
}

export async function hasImportedMembers(db: DbOrTx): Promise<boolean> {
  return (await importedMembersQuery(db).executeTakeFirst()) !== undefined;
}
