// Selling a PT pack at the desk: a pass whose visits are personal-training sessions. Its price is
// billed once with the billing service (as a pass is), the pack is a member_passes row with
// pass_use 'training' (appointments use it; check-in never does), and the membership is left alone.
import type { PaymentMethod } from '../../../shared/billing.schemas.js';
import { addDays, dateInZone } from '../../../shared/calendar.js';
import type { DbOrTx } from '../../db/schema.js';
import { inTransaction } from '../../db/transactions.js';
import type { AdminAct } from '../billing/bills.service.js';
import { isMember } from '../members/members.service.js';
import { writePassSale } from '../passes/pass-sale.js';
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
    const { passId, billId, receiptNumber } = await writePassSale(
      tx,
      {
        memberId: input.memberId,
        plan: pack,
        startsOn: today,
        expiresOn,
        payment: input.payment,
        passUse: 'training',
        event: 'admin.pt_pack_sold',
        label: 'PT pack',
      },
      act,
    );
    return {
      ok: true,
      sale: {
        passId,
        name: pack.name,
        sessionsTotal: pack.passVisits,
        startsOn: today,
        expiresOn,
        billId,
        amountCents: pack.priceCents,
        receiptNumber,
      },
    } as const;
  });
}
