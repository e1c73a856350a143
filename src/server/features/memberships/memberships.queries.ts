import type { MembershipStatus } from '../../../shared/memberships.schemas.js';
import type { DbOrTx } from '../../db/schema.js';
import type { MembershipsTable } from './memberships.tables.js';

export type MembershipRow = Omit<MembershipsTable, 'createdAt' | 'updatedAt'>;

const COLUMNS = [
  'userId',
  'planId',
  'nextPlanId',
  'status',
  'billingAnchor',
  'billingDay',
  'nextBillDate',
  'pausedOn',
  'endsOn',
] as const;

export async function findMembership(db: DbOrTx, userId: string): Promise<MembershipRow | undefined> {
  return db.selectFrom('memberships').select(COLUMNS).where('userId', '=', userId).executeTakeFirst();
}

export async function insertMembership(db: DbOrTx, row: MembershipRow, now: Date): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto('memberships')
    .values({ ...row, createdAt: at, updatedAt: at })
    .execute();
}

/**
 * Changes a membership only if it is still in the state the caller read (`expected`), so two
 * administrators, or two billing runs, acting at once cannot both change it. Returns whether it did.
 */
export async function updateMembership(
  db: DbOrTx,
  userId: string,
  expected: Partial<Pick<MembershipRow, 'status' | 'nextBillDate' | 'planId'>>,
  changes: Partial<Omit<MembershipRow, 'userId'>>,
  now: Date,
): Promise<boolean> {
  let query = db
    .updateTable('memberships')
    .set({ ...changes, updatedAt: now.toISOString() })
    .where('userId', '=', userId);
  if (expected.status !== undefined) query = query.where('status', '=', expected.status);
  if (expected.planId !== undefined) query = query.where('planId', '=', expected.planId);
  if (expected.nextBillDate !== undefined) {
    query =
      expected.nextBillDate === null
        ? query.where('nextBillDate', 'is', null)
        : query.where('nextBillDate', '=', expected.nextBillDate);
  }
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Active memberships with a period to bill on or before `today`, in (next bill date, member) order
 * after the given position: a range on memberships_status_next_bill_idx, a chunk at a time.
 */
export function dueMembershipsQuery(
  db: DbOrTx,
  today: string,
  after: { nextBillDate: string; userId: string } | null,
  limit: number,
) {
  let query = db
    .selectFrom('memberships')
    .select(COLUMNS)
    .where('status', '=', 'active')
    .where('nextBillDate', '<=', today);
  if (after) {
    query = query.where((eb) =>
      eb(eb.refTuple('nextBillDate', 'userId'), '>', eb.tuple(after.nextBillDate, after.userId)),
    );
  }
  return query.orderBy('nextBillDate').orderBy('userId').limit(limit);
}

/** Members of a plan whose schedule the plan's new billing period changes. */
export async function membershipsOnPlan(db: DbOrTx, planId: string, statuses: MembershipStatus[]) {
  return db
    .selectFrom('memberships')
    .select(COLUMNS)
    .where('planId', '=', planId)
    .where('status', 'in', statuses)
    .execute();
}
