// Creating a bill checks the member (members feature), writes the bill and the audit event in one
// transaction, so a bill never exists without its event or for someone who is not a member.
import type { Db } from '../../db/schema.js';
import { recordEvent } from '../events/events.queries.js';
import { isMember } from '../members/members.service.js';
import { type Bill, insertBill } from './billing.queries.js';

/** The new bill, or null when `memberId` is not a member (nothing is written then). */
export async function createBill(
  db: Db,
  input: { memberId: string; amountCents: number; adminId: string; ip: string },
): Promise<Bill | null> {
  return db.transaction().execute(async (tx) => {
    if (!(await isMember(tx, input.memberId))) return null;
    const bill = await insertBill(tx, {
      memberId: input.memberId,
      amountCents: input.amountCents,
      createdBy: input.adminId,
    });
    await recordEvent(tx, {
      type: 'admin.bill_created',
      actorId: input.adminId,
      subject: bill.id,
      detail: { memberId: bill.memberId, amountCents: bill.amountCents },
      ip: input.ip,
    });
    return bill;
  });
}
