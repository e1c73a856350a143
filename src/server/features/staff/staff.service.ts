// The Staff section's writes. Role changes and removals that could leave the gym without an admin
// decide under one named lock, in one transaction, so two admins demoting each other at the same
// moment (from two app processes) leave one admin, never none.
import type { Page } from '../../../shared/pagination.js';
import type { StaffRole } from '../../../shared/roles.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Db, DbOrTx } from '../../db/schema.js';
import { inTransaction, lockNamed, type Tx } from '../../db/transactions.js';
import { deleteResetTokensOf } from '../auth/auth.queries.js';
import { recordEvent } from '../events/events.queries.js';
import { deleteInvitationsOf } from '../invitations/invitations.queries.js';
import { queueInvitation } from '../invitations/invitations.service.js';
import {
  clearStaffAccess,
  countOtherSignInAdmins,
  countStaffQuery,
  deleteSessionsOf,
  emailInUse,
  findStaffAccount,
  insertStaffAccount,
  setStaffRole,
  staffPageQuery,
} from './staff.queries.js';

/** Who acted, from where, when: every event names the admin. */
export interface StaffActor {
  actorId: string;
  ip: string;
  now: Date;
}

export interface StaffListItem {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  lastSignInAt: string | null;
  invitationWaiting: boolean;
}

export type StaffOutcome<T = unknown> =
  | ({ ok: true } & T)
  | { ok: false; reason: 'email_taken' | 'not_found' | 'last_admin' | 'password_set' };

/** The one lock every write that can change who the admins are takes. */
const ADMINS_LOCK = 'staff.admins';

export async function listStaff(db: Db, paging: { page: number; pageSize: number }): Promise<Page<StaffListItem>> {
  const [rows, count] = await Promise.all([
    staffPageQuery(db, paging).execute(),
    countStaffQuery(db).executeTakeFirstOrThrow(),
  ]);
  const items = rows.map((row) => ({
    id: row.id,
    name: row.name,
    // Staff are invited by email (or made at start from ADMIN_EMAIL): none is without one.
    email: row.email ?? '',
    role: row.role as StaffRole,
    lastSignInAt: row.lastSignInAt,
    invitationWaiting: Number(row.invitationWaiting) === 1,
  }));
  return { items, total: Number(count.total), page: paging.page, pageSize: paging.pageSize };
}

/** Makes the account (no password yet) and queues its invitation, together or not at all. */
export async function inviteStaff(
  db: Db,
  actor: StaffActor,
  input: { name: string; email: string; role: StaffRole },
): Promise<StaffOutcome<{ userId: string }>> {
  try {
    return await inTransaction(db, async (tx) => {
      if (await emailInUse(tx, input.email)) return { ok: false, reason: 'email_taken' } as const;
      const userId = await insertStaffAccount(tx, { ...input, joinDate: actor.now.toISOString() });
      await queueInvitation(tx, { email: input.email, userId, invitedBy: actor.actorId, ip: actor.ip }, actor.now);
      await recordEvent(tx, {
        type: 'admin.staff_invited',
        actorId: actor.actorId,
        subject: userId,
        ip: actor.ip,
        detail: { role: input.role },
      });
      return { ok: true, userId } as const;
    });
  } catch (error) {
    // Someone took the address between our check and our insert.
    if (isUniqueViolation(error)) return { ok: false, reason: 'email_taken' };
    throw error;
  }
}

/** A fresh invitation mail for someone who has not set a password yet. */
export async function resendInvitation(db: Db, actor: StaffActor, userId: string): Promise<StaffOutcome> {
  return inTransaction(db, async (tx) => {
    const account = await findStaffAccount(tx, userId);
    if (!account?.email) return { ok: false, reason: 'not_found' } as const;
    if (account.hasPassword) return { ok: false, reason: 'password_set' } as const;
    await queueInvitation(tx, { email: account.email, userId, invitedBy: actor.actorId, ip: actor.ip }, actor.now);
    return { ok: true } as const;
  });
}

/**
 * Under the admins' lock: the account if it is staff, and whether taking its admin role away would
 * leave no admin who can sign in.
 */
async function lockedTarget(tx: Tx, userId: string) {
  await lockNamed(tx, ADMINS_LOCK);
  const account = await findStaffAccount(tx, userId);
  if (!account) return null;
  const lastAdmin = account.role === 'admin' && (await countOtherSignInAdmins(tx, userId)) === 0;
  return { account, lastAdmin };
}

export async function changeStaffRole(
  db: Db,
  actor: StaffActor,
  input: { userId: string; role: StaffRole },
): Promise<StaffOutcome<{ changed: boolean }>> {
  return inTransaction(db, async (tx) => {
    const target = await lockedTarget(tx, input.userId);
    if (!target) return { ok: false, reason: 'not_found' } as const;
    if (target.account.role === input.role) return { ok: true, changed: false } as const;
    if (target.lastAdmin) return { ok: false, reason: 'last_admin' } as const;
    await setStaffRole(tx, input.userId, input.role);
    await recordEvent(tx, {
      type: 'admin.staff_role_changed',
      actorId: actor.actorId,
      subject: input.userId,
      ip: actor.ip,
      detail: { from: target.account.role, to: input.role },
    });
    return { ok: true, changed: true } as const;
  });
}

/**
 * Ends the person's sessions (stored in the database, so every app process refuses their next
 * request), their password, invitations and reset links, and their role. The account row stays:
 * their history still names them.
 */
export async function removeStaffAccess(db: Db, actor: StaffActor, userId: string): Promise<StaffOutcome> {
  return inTransaction(db, async (tx) => {
    const target = await lockedTarget(tx, userId);
    if (!target) return { ok: false, reason: 'not_found' } as const;
    if (target.lastAdmin) return { ok: false, reason: 'last_admin' } as const;
    await endAccess(tx, userId);
    await recordEvent(tx, {
      type: 'admin.staff_access_removed',
      actorId: actor.actorId,
      subject: userId,
      ip: actor.ip,
      detail: { role: target.account.role },
    });
    return { ok: true } as const;
  });
}

async function endAccess(tx: DbOrTx, userId: string): Promise<void> {
  await clearStaffAccess(tx, userId);
  await deleteSessionsOf(tx, userId);
  await deleteInvitationsOf(tx, userId);
  await deleteResetTokensOf(tx, userId);
}
