import crypto from 'node:crypto';
import { MEMBER_CODE_ALPHABET, MEMBER_CODE_LENGTH } from '../../../shared/member-code.js';
import type { MembershipStatus } from '../../../shared/memberships.schemas.js';
import type { DbOrTx } from '../../db/schema.js';
import type { MembershipsTable } from './memberships.tables.js';

export type MembershipRow = Omit<MembershipsTable, 'createdAt' | 'updatedAt' | 'memberCode'>;

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
    .values({ ...row, memberCode: await unusedMemberCode(db), createdAt: at, updatedAt: at })
    .execute();
}

function randomMemberCode(): string {
  // randomInt draws each character evenly (a byte modulo 31 would favour the first letters).
  return Array.from(
    { length: MEMBER_CODE_LENGTH },
    () => MEMBER_CODE_ALPHABET[crypto.randomInt(MEMBER_CODE_ALPHABET.length)],
  ).join('');
}

/** A code nobody has (31^8 codes: a repeat is rare, but a unique index would turn it into an error). */
async function unusedMemberCode(db: DbOrTx): Promise<string> {
  for (;;) {
    const code = randomMemberCode();
    const taken = await db.selectFrom('memberships').select('userId').where('memberCode', '=', code).executeTakeFirst();
    if (!taken) return code;
  }
}

export async function findMemberCode(db: DbOrTx, userId: string): Promise<string | undefined> {
  const row = await db.selectFrom('memberships').select('memberCode').where('userId', '=', userId).executeTakeFirst();
  return row?.memberCode;
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

/**
 * Makes other transactions that want to change this member wait for ours (a row lock on PostgreSQL;
 * SQLite runs one writer at a time anyway). For read-then-write steps such as a check-in.
 */
export async function lockMembership(db: DbOrTx, userId: string): Promise<void> {
  await db
    .updateTable('memberships')
    .set((eb) => ({ updatedAt: eb.ref('updatedAt') }))
    .where('userId', '=', userId)
    .execute();
}
