// "Add member" at the desk: an active member at once (no pending request), on a recurring plan
// (its first bill issued as approval issues it) or a pass (sold as passes.sell sells it), with what
// was issued paid when the payment is taken now, and an invitation to set a password when an email
// was given — all in one transaction, so a refusal leaves nothing behind.
import type { PaymentMethod } from '../../../shared/billing.schemas.js';
import { dateInZone } from '../../../shared/calendar.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Db, DbOrTx } from '../../db/schema.js';
import { inTransaction } from '../../db/transactions.js';
import { billMember } from '../billing/billing.run.js';
import { type AdminAct, openBillsOfMember } from '../billing/bills.service.js';
import { recordPayment } from '../billing/payments.service.js';
import { recordEvent } from '../events/events.queries.js';
import { queueInvitation } from '../invitations/invitations.service.js';
import { findMemberCode, startMembership } from '../memberships/memberships.service.js';
import { passStartAllowed, type SaleOutcome, sellPass } from '../passes/passes.service.js';
import { findChoosablePlan, isPassPlan } from '../plans/plans.service.js';
import { recordWaiverAcceptance } from '../waiver/waiver.service.js';
import { emailInUse, insertDeskMember } from './add-member.queries.js';

export interface NewDeskMember {
  name: string;
  email?: string;
  phone?: string;
  planId: string;
  startsOn?: string;
  payment?: { method: PaymentMethod };
  /** The gym's waiver as accepted by the member present (checked by the caller). */
  waiver?: { version: number; typedName: string };
}

export type AddOutcome =
  | {
      ok: true;
      member: { id: string; name: string; memberCode: string; invited: boolean };
      billIds: string[];
      receiptNumbers: string[];
    }
  | { ok: false; reason: 'email_taken' | 'no_plan' | 'bad_start' }
  | { ok: false; reason: 'sale'; sale: Extract<SaleOutcome, { ok: false }>['reason'] };

class Refused extends Error {
  constructor(readonly outcome: Extract<AddOutcome, { ok: false }>) {
    super(outcome.reason);
  }
}

export async function addMember(db: DbOrTx, input: NewDeskMember, act: AdminAct): Promise<AddOutcome> {
  try {
    return await inTransaction(db, (tx) => addInTransaction(tx, input, act));
  } catch (error) {
    if (error instanceof Refused) return error.outcome;
    // Two desks adding the same email at the same moment: the second one hears it is in use.
    if (isUniqueViolation(error)) return { ok: false, reason: 'email_taken' };
    throw error;
  }
}

async function addInTransaction(tx: Db, input: NewDeskMember, act: AdminAct): Promise<AddOutcome> {
  const today = dateInZone(act.now, act.gym.timeZone);
  const startsOn = input.startsOn ?? today;
  // The same rule for a plan and a pass: a recurring plan bills from that day (the periods up to today).
  if (!passStartAllowed(startsOn, today)) return { ok: false, reason: 'bad_start' };
  const email = input.email || null;
  if (email && (await emailInUse(tx, email))) return { ok: false, reason: 'email_taken' };
  const plan = await findChoosablePlan(tx, input.planId);
  if (!plan) return { ok: false, reason: 'no_plan' };
  const userId = await insertDeskMember(tx, { name: input.name, email, phone: input.phone || null, now: act.now });
  if (input.waiver) await recordWaiverAcceptance(tx, { userId, ...input.waiver, ip: act.ip, now: act.now });
  const when = { now: act.now, today };
  const billIds: string[] = [];
  const receiptNumbers: string[] = [];
  if (await isPassPlan(tx, plan.id)) {
    await startMembership(tx, userId, { ...plan, period: 'none' }, { ...when, today: startsOn });
    const sale = await sellPass(tx, { memberId: userId, planId: plan.id, startsOn, payment: input.payment }, act);
    // Thrown, so the account written above rolls back with the refused sale.
    if (!sale.ok) throw new Refused({ ok: false, reason: 'sale', sale: sale.reason });
    if (sale.sale.billId) billIds.push(sale.sale.billId);
    if (sale.sale.receiptNumber) receiptNumbers.push(sale.sale.receiptNumber);
  } else {
    await startMembership(tx, userId, plan, { ...when, today: startsOn });
    await billMember(tx, userId, when, act.gym);
    for (const bill of await openBillsOfMember(tx, userId)) {
      billIds.push(bill.id);
      if (!input.payment) continue;
      const paid = await recordPayment(
        tx,
        { billId: bill.id, amountCents: bill.amountCents, method: input.payment.method },
        act,
      );
      if (!paid.ok) throw new Error(`A new member's first bill ${bill.id} refused its payment: ${paid.reason}`);
      receiptNumbers.push(paid.receiptNumber);
    }
  }
  if (email) await queueInvitation(tx, { email, userId, invitedBy: act.adminId, ip: act.ip }, act.now);
  await recordEvent(tx, {
    type: 'admin.member_added',
    actorId: act.adminId,
    subject: userId,
    ip: act.ip,
    detail: { planId: plan.id, startsOn, withEmail: email !== null, paid: receiptNumbers.length > 0 },
  });
  const memberCode = (await findMemberCode(tx, userId)) as string;
  return {
    ok: true,
    member: { id: userId, name: input.name, memberCode, invited: email !== null },
    billIds,
    receiptNumbers,
  };
}
