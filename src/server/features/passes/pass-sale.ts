// The steps a pass sale and a PT pack sale share, inside the seller's transaction: bill the price once
// (nothing at price 0), write the member_passes row, take the payment when paid now, and record the
// sale's event.
import type { PaymentMethod } from '../../../shared/billing.schemas.js';
import type { PassUse } from '../../../shared/plans.schemas.js';
import type { DbOrTx } from '../../db/schema.js';
import { type AdminAct, issuePassBill } from '../billing/bills.service.js';
import { recordPayment } from '../billing/payments.service.js';
import { recordEvent } from '../events/events.queries.js';
import { insertMemberPass } from './passes.queries.js';

export interface PassSaleWrite {
  memberId: string;
  /** The sellable pass plan (findSellablePass). */
  plan: { id: string; name: string; priceCents: number; passVisits: number | null };
  startsOn: string;
  expiresOn: string | null;
  /** Taken now: the bill is paid in full with this method. */
  payment?: { method: PaymentMethod } | undefined;
  /** 'training' for a PT pack; gym visits when left out. */
  passUse?: PassUse;
  event: 'admin.pass_sold' | 'admin.pt_pack_sold';
  /** What the sold thing is called in the error when the fresh bill refuses its payment. */
  label: string;
}

/** Bills, writes the pass, takes the payment and records the event; the caller has checked the sale. */
export async function writePassSale(
  tx: DbOrTx,
  sale: PassSaleWrite,
  act: AdminAct,
): Promise<{ passId: string; billId: string | null; receiptNumber: string | null }> {
  const { memberId, plan } = sale;
  const bill =
    plan.priceCents > 0
      ? await issuePassBill(
          tx,
          { memberId, planId: plan.id, description: plan.name, amountCents: plan.priceCents },
          act,
        )
      : null;
  const passId = await insertMemberPass(tx, {
    memberId,
    planId: plan.id,
    name: plan.name,
    visitsTotal: plan.passVisits,
    startsOn: sale.startsOn,
    expiresOn: sale.expiresOn,
    billId: bill?.id ?? null,
    soldBy: act.adminId,
    now: act.now,
    ...(sale.passUse ? { passUse: sale.passUse } : {}),
  });
  let receiptNumber: string | null = null;
  if (bill && sale.payment) {
    const paid = await recordPayment(
      tx,
      { billId: bill.id, amountCents: bill.amountCents, method: sale.payment.method },
      act,
    );
    // The bill was issued a moment ago in this transaction: nothing else can have paid it.
    if (!paid.ok) throw new Error(`The new ${sale.label} bill ${bill.id} refused its payment: ${paid.reason}`);
    receiptNumber = paid.receiptNumber;
  }
  await recordEvent(tx, {
    type: sale.event,
    actorId: act.adminId,
    subject: memberId,
    ip: act.ip,
    detail: { passId, planId: plan.id, name: plan.name, priceCents: plan.priceCents, billId: bill?.id ?? null },
  });
  return { passId, billId: bill?.id ?? null, receiptNumber };
}
