import type { Page } from '../../../shared/pagination.js';
import type { DbOrTx } from '../../db/schema.js';
import { newId, nowIso } from '../../lib/ids.js';

export async function insertPendingRequest(
  db: DbOrTx,
  request: { userId: string; name: string; email: string },
): Promise<string> {
  const id = newId();
  await db
    .insertInto('memberRequests')
    .values({ id, ...request, status: 'pending', createdAt: nowIso() })
    .execute();
  return id;
}

export interface PendingRequest {
  id: string;
  userId: string;
  name: string;
  email: string;
  createdAt: string;
}

/** Pending requests, oldest first (index member_requests_status_created_idx). */
/** One page of pending requests, oldest first (member_requests_status_created_idx), un-executed. */
export function pendingRequestsPageQuery(db: DbOrTx, paging: { page: number; pageSize: number }) {
  return db
    .selectFrom('memberRequests')
    .where('status', '=', 'pending')
    .select(['id', 'userId', 'name', 'email', 'createdAt'])
    .orderBy('createdAt', 'asc')
    .orderBy('id', 'asc')
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize);
}

/** How many requests are pending (a range of member_requests_status_created_idx), un-executed. */
export function countPendingRequestsQuery(db: DbOrTx) {
  return db
    .selectFrom('memberRequests')
    .where('status', '=', 'pending')
    .select((eb) => eb.fn.countAll<number | string>().as('total'));
}

export async function listPendingRequests(
  db: DbOrTx,
  paging: { page: number; pageSize: number },
): Promise<Page<PendingRequest>> {
  const [items, count] = await Promise.all([
    pendingRequestsPageQuery(db, paging).execute(),
    countPendingRequestsQuery(db).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.total), page: paging.page, pageSize: paging.pageSize };
}

export async function findRequest(db: DbOrTx, requestId: string) {
  return db
    .selectFrom('memberRequests')
    .select(['id', 'userId', 'name', 'email', 'status'])
    .where('id', '=', requestId)
    .executeTakeFirst();
}

/** Marks the request approved only if it is still pending; 0 means someone else got there first. */
export async function markRequestApproved(db: DbOrTx, requestId: string): Promise<number> {
  const result = await db
    .updateTable('memberRequests')
    .set({ status: 'approved' })
    .where('id', '=', requestId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes the request only if it is still pending; undefined when it was approved or deleted meanwhile. */
export async function deletePendingRequest(db: DbOrTx, requestId: string) {
  return db
    .deleteFrom('memberRequests')
    .where('id', '=', requestId)
    .where('status', '=', 'pending')
    .returning(['userId', 'email'])
    .executeTakeFirst();
}

/** Gives a never-approved account the member role; accounts that already have a role are left alone. */
export async function promoteToMember(db: DbOrTx, account: { userId: string; joinDate: string }): Promise<number> {
  const result = await db
    .updateTable('users')
    .set({ role: 'member', joinDate: account.joinDate })
    .where('id', '=', account.userId)
    .where('role', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function findAccountIdentity(db: DbOrTx, userId: string) {
  return db.selectFrom('users').select(['id', 'name', 'email']).where('id', '=', userId).executeTakeFirst();
}

/** The members row the original description writes on approval; writing it twice is harmless. */
export async function upsertMemberRow(
  db: DbOrTx,
  member: { userId: string; name: string; email: string | null; createdAt: string },
): Promise<void> {
  await db
    .insertInto('members')
    .values(member)
    .onConflict((oc) => oc.column('userId').doUpdateSet({ name: member.name, email: member.email }))
    .execute();
}

/** Deletes an account that was never approved; its sessions and reset tokens go with it (CASCADE). */
export async function deleteUnapprovedAccount(db: DbOrTx, userId: string): Promise<number> {
  const result = await db.deleteFrom('users').where('id', '=', userId).where('role', 'is', null).executeTakeFirst();
  return Number(result.numDeletedRows);
}
