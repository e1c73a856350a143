// "Collect <amount>": one payment for a member's whole balance, taken at the desk. In one transaction,
// under a lock on that member (two desks collecting at once take turns), it spreads the amount over
// the open bills oldest first (allocateOldestFirst), writes one payment row per bill it paid, all on
// ONE receipt number, marks the covered bills paid and records one event naming the staff member.
// The amount is the balance the desk was shown: if it is not the balance now (another desk collected,
// a bill was issued or voided meanwhile), nothing is written and the caller hears the new balance.
import type { PaymentMethod } from '../../../shared/billing.schemas.js';
import { receiptNumber } from '../../../shared/billing.schemas.js';
import { dateInZone } from '../../../shared/calendar.js';
import { createGymFormat } from '../../../shared/format.js';
import { allocateOldestFirst, remainingCents } from '../../../shared/money.js';
import type { Db } from '../../db/schema.js';
import { inTransaction, lockNamed } from '../../db/transactions.js';
import { paymentReceipt } from '../../mail/templates/money-mail.js';
import { recordEvent } from '../events/events.queries.js';
import { isMember } from '../members/members.service.js';
import { tellMember } from '../notifications/tell-member.js';
import { applyPayment, insertPayment, nextReceiptSequence } from './billing.queries.js';
import type { AdminAct } from './bills.service.js';
import { openBillsOfMember } from './collect.queries.js';

export interface CollectedBill {
  billId: string;
  description: string;
  amountCents: number;
  paymentId: string;
}

export type CollectOutcome =
  | { ok: true; receiptNumber: string; paymentId: string; collectedCents: number; bills: CollectedBill[] }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'balance_changed'; balanceCents: number };

/** The lock two collections of one member's balance take turns on. */
export const balanceLockOf = (memberId: string) => `member-balance:${memberId}`;

export async function collectBalance(
  db: Db,
  input: { memberId: string; amountCents: number; method: PaymentMethod; note?: string },
  act: AdminAct,
): Promise<CollectOutcome> {
  const paidOn = dateInZone(act.now, act.gym.timeZone);
  return inTransaction(db, async (tx) => {
    if (!(await isMember(tx, input.memberId))) return { ok: false, reason: 'not_found' } as const;
    await lockNamed(tx, balanceLockOf(input.memberId));
    // Read after the lock: a collection that held it has committed, so this is the balance now.
    const open = await openBillsOfMember(tx, input.memberId);
    const balanceCents = open.reduce((sum, bill) => sum + remainingCents(bill), 0);
    const parts = balanceCents === input.amountCents ? allocateOldestFirst(open, input.amountCents) : null;
    if (!parts) return { ok: false, reason: 'balance_changed', balanceCents } as const;

    const year = Number(paidOn.slice(0, 4));
    const receipt = receiptNumber(year, await nextReceiptSequence(tx, year));
    const byId = new Map(open.map((bill) => [bill.id, bill]));
    const bills: CollectedBill[] = [];
    for (const part of parts) {
      // Cannot fail under the lock; if it ever did, throwing rolls the whole collection back.
      if (!(await applyPayment(tx, part.billId, part.amountCents))) {
        throw new Error(`Bill ${part.billId} changed inside its collection's transaction`);
      }
      const bill = byId.get(part.billId);
      if (!bill) throw new Error(`Bill ${part.billId} was not among the open bills`);
      const paymentId = await insertPayment(tx, {
        billId: part.billId,
        memberId: input.memberId,
        planId: bill.planId,
        amountCents: part.amountCents,
        method: input.method,
        paidOn,
        note: input.note || null,
        receiptNumber: receipt,
        createdBy: act.adminId,
        now: act.now,
      });
      bills.push({ billId: part.billId, description: bill.description, amountCents: part.amountCents, paymentId });
    }
    await recordEvent(tx, {
      type: 'admin.balance_collected',
      actorId: act.adminId,
      subject: input.memberId,
      ip: act.ip,
      detail: {
        memberId: input.memberId,
        amountCents: input.amountCents,
        method: input.method,
        receiptNumber: receipt,
        bills: bills.map(({ billId, amountCents }) => ({ billId, amountCents })),
      },
    });
    const first = bills[0] as CollectedBill;
    const facts = {
      amount: createGymFormat(act.gym).money(input.amountCents),
      receiptNumber: receipt,
      paymentId: first.paymentId,
      forWhat: bills.map((b) => b.description),
    };
    const told = paymentReceipt(facts, act.gym.name, act.appUrl);
    await tellMember(tx, { memberId: input.memberId, ...told }, act, act.now);
    return {
      ok: true,
      receiptNumber: receipt,
      paymentId: first.paymentId,
      collectedCents: input.amountCents,
      bills,
    } as const;
  });
}
