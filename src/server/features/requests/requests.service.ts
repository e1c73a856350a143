// Approving and rejecting span accounts, requests, members and events, each in one transaction.
// Both start with a conditional write on the request (`where status = 'pending'`) and act on what it
// changed, so two administrators clicking at once cannot both win: the row lock (PostgreSQL) or the
// single writer (SQLite) lets exactly one through, whichever reaches the row first.
import type { GymSettings } from '../../../shared/settings.schemas.js';
import type { Db, DbOrTx } from '../../db/schema.js';
import { inTransaction } from '../../db/transactions.js';
import { welcome } from '../../mail/templates/account-mail.js';
import { billMember } from '../billing/billing.run.js';
import { recordEvent } from '../events/events.queries.js';
import { startMembership, type When } from '../memberships/memberships.service.js';
import { tellMember } from '../notifications/tell-member.js';
import { findDefaultPlan } from '../plans/plans.service.js';
import {
  deletePendingRequest,
  deleteUnapprovedAccount,
  findAccountIdentity,
  findRequest,
  markRequestApproved,
  promoteToMember,
  upsertMemberRow,
} from './requests.queries.js';

interface AdminAction {
  requestId: string;
  adminId: string;
  ip: string;
  /** The app's address, for the links and logo in the welcome mail. */
  appUrl: URL;
}

/**
 * 'approved' also when it already was (no second event, join date unchanged). The new member starts
 * on the default plan today; a priced recurring plan issues its first bill in the same transaction.
 */
export async function approveRequest(
  db: Db,
  action: AdminAction,
  when: When,
  gym: GymSettings,
): Promise<'approved' | 'not_found'> {
  const outcome = await inTransaction(db, (tx) => approveInTransaction(tx, action, when, gym));
  return outcome === 'not_found' ? 'not_found' : 'approved';
}

export interface ApproveSelectedResult {
  /** Requests this call approved (one event each). */
  approved: number;
  /** Requests someone had approved before (or while) this call ran. */
  alreadyApproved: number;
  /** Requests that were rejected meanwhile, or never existed. */
  notFound: number;
}

/**
 * "Approve selected": every request in one transaction, each through the same conditional write as a
 * single approve, so a request another admin approves at the same moment is approved (and recorded)
 * once. Ids are taken in sorted order so two admins' overlapping selections lock rows in the same
 * order and cannot deadlock on PostgreSQL.
 */
export async function approveSelectedRequests(
  db: Db,
  action: Omit<AdminAction, 'requestId'> & { requestIds: readonly string[] },
  when: When,
  gym: GymSettings,
): Promise<ApproveSelectedResult> {
  const ids = [...new Set(action.requestIds)].sort();
  return inTransaction(db, async (tx) => {
    const result: ApproveSelectedResult = { approved: 0, alreadyApproved: 0, notFound: 0 };
    for (const requestId of ids) {
      const outcome = await approveInTransaction(tx, { ...action, requestId }, when, gym);
      if (outcome === 'approved') result.approved += 1;
      else if (outcome === 'already_approved') result.alreadyApproved += 1;
      else result.notFound += 1;
    }
    return result;
  });
}

async function approveInTransaction(
  tx: DbOrTx,
  action: AdminAction,
  when: When,
  gym: GymSettings,
): Promise<'approved' | 'already_approved' | 'not_found'> {
  if ((await markRequestApproved(tx, action.requestId)) === 0) {
    const request = await findRequest(tx, action.requestId);
    return request?.status === 'approved' ? 'already_approved' : 'not_found';
  }
  const request = await findRequest(tx, action.requestId);
  const account = request && (await findAccountIdentity(tx, request.userId));
  // The request row cascades away with its account, so an approved request always has one.
  if (!account) throw new Error(`Approved request ${action.requestId} has no account`);
  const now = when.now.toISOString();
  await promoteToMember(tx, { userId: account.id, joinDate: now });
  await upsertMemberRow(tx, { userId: account.id, name: account.name, email: account.email, createdAt: now });
  const plan = await findDefaultPlan(tx);
  await startMembership(tx, account.id, plan, when);
  await recordEvent(tx, {
    type: 'admin.request_approved',
    actorId: action.adminId,
    subject: action.requestId,
    detail: { userId: account.id, email: account.email, planId: plan.id },
    ip: action.ip,
  });
  await billMember(tx, account.id, when, gym);
  // Welcome mail goes even to an address that asked for no reminders: it is about the account.
  const to = { email: account.email, reminderEmails: true };
  await tellMember(
    tx,
    { memberId: account.id, ...welcome(gym.name, action.appUrl), to },
    { gym, appUrl: action.appUrl },
    when.now,
  );
  return 'approved';
}

/** 'rejected' also when the request is already gone; 'already_approved' leaves everything as it is. */
export async function rejectRequest(
  db: Db,
  action: Omit<AdminAction, 'appUrl'>,
): Promise<'rejected' | 'already_approved'> {
  return inTransaction(db, async (tx) => {
    const request = await deletePendingRequest(tx, action.requestId);
    if (!request) {
      // Approved, or already rejected, by someone else (before us, or while we waited for the row).
      const now = await findRequest(tx, action.requestId);
      return now?.status === 'approved' ? 'already_approved' : 'rejected';
    }
    await deleteUnapprovedAccount(tx, request.userId);
    await recordEvent(tx, {
      type: 'admin.request_rejected',
      actorId: action.adminId,
      subject: action.requestId,
      detail: { userId: request.userId, email: request.email },
      ip: action.ip,
    });
    return 'rejected';
  });
}
