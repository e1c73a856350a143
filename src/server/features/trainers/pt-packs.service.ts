// Selling a PT pack at the desk: a pass whose visits are personal-training sessions. Its price is
// billed once with the billing service (as a pass is), the pack is a member_passes row with
// pass_use 'training' (appointments use it; check-in never does), and the membership is left alone.
import type { PaymentMethod } from '../../../shared/billing.schemas.js';
import { addDays, dateInZone } from '../../../shared/calendar.js';
import type { DbOrTx } from '../../db/schema.js';
import { inTransaction } from '../../db/transactions.js';
import { type AdminAct, issuePassBill } from '../billing/bills.service.js';
import { recordPayment } from '../billing/payments.service.js';
import { recordEvent } from '../events/events.queries.js';
import { isMember } from '../members/members.service.js';
import { insertMemberPass } from '../passes/passes.queries.js';
import { findSellablePass } from '../plans/plans.service.js';

export type PackSaleOutcome =
  | {
      ok: true;
      sale: {
        passId: string;
        name: string;
        sessionsTotal: number | null;
        startsOn: string;
        expiresOn: string | null;
        billId: string | null;
        amountCents: number;
        receiptNumber: string | null;
      };
    }
  | { ok: false; reason: 'not_a_member' | 'not_a_pack' };

export async function sellPtPack(
  db: DbOrTx,
  input: { memberId: string; planId: string; payment?: { method: PaymentMethod } | undefined },
  act: AdminAct,
): Promise<PackSaleOutcome> {
  const today = dateInZone(act.now, act.gym.timeZone);
  return inTransaction(db, async (tx) => {
    const pack = await findSellablePass(tx, input.planId);
    if (pack?.passUse !== 'training') return { ok: false, reason: 'not_a_pack' } as const;
    if (!(await isMember(tx, input.memberId))) return { ok: false, reason: 'not_a_member' } as const;
    const expiresOn = pack.passDays === null ? null : addDays(today, pack.passDays - 1);
    const bill =
      pack.priceCents > 0
        ? await issuePassBill(
            tx,
            { memberId: input.memberId, planId: pack.id, description: pack.name, amountCents: pack.priceCents },
            act,
          )
        : null;
    const passId = await insertMemberPass(tx, {
      memberId: input.memberId,
      planId: pack.id,
      name: pack.name,
      visitsTotal: pack.passVisits,
      startsOn: today,
      expiresOn,
      billId: bill?.id ?? null,
      soldBy: act.adminId,
      now: act.now,
      passUse: 'training',
    });
    let receiptNumber: string | null = null;
    if (bill && input.payment) {
      const paid = await recordPayment(
        tx,
        { billId: bill.id, amountCents: bill.amountCents, method: input.payment.method },
        act,
      );
      // The bill was issued a moment ago in this transaction: nothing else can have paid it.
      if (!paid.ok) throw new Error(`The new PT pack bill ${bill.id} refused its payment: ${paid.reason}`);
      receiptNumber = paid.receiptNumber;
    }
    await recordEvent(tx, {
      type: 'admin.pt_pack_sold',
      actorId: act.adminId,
      subject: input.memberId,
      ip: act.ip,
      detail: { passId, planId: pack.id, name: pack.name, priceCents: pack.priceCents, billId: bill?.id ?? null },
    });
    return {
      ok: true,
      sale: {
        passId,
        name: pack.name,
        sessionsTotal: pack.passVisits,
        startsOn: today,
        expiresOn,
        billId: bill?.id ?? null,
        amountCents: pack.priceCents,
        receiptNumber,
      },
    } as const;
  });
}
