// Recording a payment at the front desk: it must fit in what the bill still owes, gets the next
// receipt number of its year, and writes its event — all in one transaction.

import type { PaymentMethod } from '../../../shared/billing.schemas.js';
import { receiptNumber } from '../../../shared/billing.schemas.js';
import { dateInZone } from '../../../shared/calendar.js';
import { createGymFormat } from '../../../shared/format.js';
import { remainingCents } from '../../../shared/money.js';
import type { Db } from '../../db/schema.js';
import { inTransaction } from '../../db/transactions.js';
import { paymentReceipt } from '../../mail/templates/money-mail.js';
import { recordEvent } from '../events/events.queries.js';
import { tellMember } from '../notifications/tell-member.js';
import { applyPayment, findBill, insertPayment, nextReceiptSequence } from './billing.queries.js';
import type { AdminAct } from './bills.service.js';

export type PaymentOutcome =
  | { ok: true; paymentId: string; receiptNumber: string; billStatus: 'open' | 'paid'; remainingCents: number }
  | { ok: false; reason: 'not_found' | 'not_open' | 'too_much' | 'future_date'; remainingCents?: number };

export async function recordPayment(
  db: Db,
  input: { billId: string; amountCents: number; method: PaymentMethod; paidOn?: string; note?: string },
  act: AdminAct,
): Promise<PaymentOutcome> {
  const today = dateInZone(act.now, act.gym.timeZone);
  const paidOn = input.paidOn ?? today;
  if (paidOn > today) return { ok: false, reason: 'future_date' };
  return inTransaction(db, async (tx) => {
    if (!(await applyPayment(tx, input.billId, input.amountCents))) {
      const bill = await findBill(tx, input.billId);
      if (!bill) return { ok: false, reason: 'not_found' } as const;
      if (bill.status !== 'open') return { ok: false, reason: 'not_open' } as const;
      return { ok: false, reason: 'too_much', remainingCents: remainingCents(bill) } as const;
    }
    const bill = await findBill(tx, input.billId);
    if (!bill) throw new Error(`Bill ${input.billId} vanished inside its payment's transaction`);
    const year = Number(paidOn.slice(0, 4));
    const receipt = receiptNumber(year, await nextReceiptSequence(tx, year));
    const paymentId = await insertPayment(tx, {
      billId: bill.id,
      memberId: bill.memberId,
      planId: bill.planId,
      amountCents: input.amountCents,
      method: input.method,
      paidOn,
      note: input.note || null,
      receiptNumber: receipt,
      createdBy: act.adminId,
      now: act.now,
    });
    await recordEvent(tx, {
      type: 'admin.payment_recorded',
      actorId: act.adminId,
      subject: paymentId,
      ip: act.ip,
      detail: {
        billId: bill.id,
        memberId: bill.memberId,
        amountCents: input.amountCents,
        method: input.method,
        receiptNumber: receipt,
      },
    });
    const facts = {
      amount: createGymFormat(act.gym).money(input.amountCents),
      receiptNumber: receipt,
      paymentId,
      forWhat: [bill.description],
    };
    await tellMember(tx, { memberId: bill.memberId, ...paymentReceipt(facts, act.gym.name, act.appUrl) }, act, act.now);
    return {
      ok: true,
      paymentId,
      receiptNumber: receipt,
      billStatus: bill.status === 'paid' ? 'paid' : 'open',
      remainingCents: remainingCents(bill),
    } as const;
  });
}
