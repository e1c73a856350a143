// Bills an administrator creates or voids, each with its event in the same transaction.
import { DEFAULT_BILL_DESCRIPTION } from '../../../shared/billing.schemas.js';
import { addDays, dateInZone } from '../../../shared/calendar.js';
import type { GymSettings } from '../../../shared/settings.schemas.js';
import type { Db, DbOrTx } from '../../db/schema.js';
import { inTransaction } from '../../db/transactions.js';
import { recordEvent } from '../events/events.queries.js';
import { isMember } from '../members/members.service.js';
import {
  type BillRow,
  findBill,
  insertBill,
  oldestOverdueDueDate,
  openBillsOfMember,
  voidOpenBill,
} from './billing.queries.js';

// Asked by other features (check-in refuses long-overdue members).
export { oldestOverdueDueDate, openBillsOfMember };

export interface AdminAct {
  adminId: string;
  ip: string;
  now: Date;
  gym: GymSettings;
  /** The app's address, for the links and logo in mail (receipts). */
  appUrl: URL;
}

/** A one-off bill, issued now and due after BILLING_DUE_DAYS; null when `memberId` is not a member. */
export async function createManualBill(
  db: Db,
  input: { memberId: string; amountCents: number; description?: string },
  act: AdminAct,
): Promise<BillRow | null> {
  const today = dateInZone(act.now, act.gym.timeZone);
  return inTransaction(db, async (tx) => {
    if (!(await isMember(tx, input.memberId))) return null;
    const bill = await insertBill(tx, {
      memberId: input.memberId,
      description: input.description || DEFAULT_BILL_DESCRIPTION,
      amountCents: input.amountCents,
      date: act.now.toISOString(),
      issueDate: today,
      dueDate: addDays(today, act.gym.billingDueDays),
      planId: null,
      periodStart: null,
      createdBy: act.adminId,
    });
    await recordEvent(tx, {
      type: 'admin.bill_created',
      actorId: act.adminId,
      subject: bill.id,
      detail: { memberId: bill.memberId, amountCents: bill.amountCents, description: bill.description },
      ip: act.ip,
    });
    return bill;
  });
}

export type VoidOutcome = 'voided' | 'not_found' | 'has_payments' | 'not_open';

/** A bill with no payments can be voided, with a reason; it then counts for nothing. */
export async function voidBill(db: Db, input: { billId: string; reason: string }, act: AdminAct): Promise<VoidOutcome> {
  return inTransaction(db, async (tx) => {
    if (await voidOpenBill(tx, input.billId, input.reason, act.now)) {
      const bill = (await findBill(tx, input.billId)) as BillRow;
      await recordEvent(tx, {
        type: 'admin.bill_voided',
        actorId: act.adminId,
        subject: input.billId,
        ip: act.ip,
        detail: { memberId: bill.memberId, amountCents: bill.amountCents, reason: input.reason },
      });
      return 'voided';
    }
    const bill = await findBill(tx, input.billId);
    if (!bill) return 'not_found';
    return bill.status === 'open' && bill.paidCents > 0 ? 'has_payments' : 'not_open';
  });
}

/**
 * A pass's one bill (selling a pass, adding a member on one): named after the pass, issued and due
 * today (it is paid at the desk, not later), in the caller's transaction.
 */
export async function issuePassBill(
  tx: DbOrTx,
  input: { memberId: string; planId: string; description: string; amountCents: number },
  act: AdminAct,
): Promise<BillRow> {
  const today = dateInZone(act.now, act.gym.timeZone);
  const bill = await insertBill(tx, {
    memberId: input.memberId,
    description: input.description,
    amountCents: input.amountCents,
    date: act.now.toISOString(),
    issueDate: today,
    dueDate: today,
    planId: input.planId,
    periodStart: null,
    createdBy: act.adminId,
  });
  await recordEvent(tx, {
    type: 'admin.bill_created',
    actorId: act.adminId,
    subject: bill.id,
    detail: { memberId: bill.memberId, amountCents: bill.amountCents, description: bill.description },
    ip: act.ip,
  });
  return bill;
}
