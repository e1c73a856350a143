// A card payment of a recurring bill that failed: the card was declined when the autopay job
// charged it, or a charge that was still processing failed later (its payment.failed webhook).
// Either way, once (only a 'charging' attempt moves to 'failed'): the bill stays open, the next
// attempt is written (3 and 7 days after the bill was issued), and the member is told in the app
// and by mail, with a "Pay now" link.
import { createGymFormat } from '../../../../shared/format.js';
import { remainingCents } from '../../../../shared/money.js';
import type { Tx } from '../../../db/transactions.js';
import { layoutMail } from '../../../mail/layout.js';
import { queueMail } from '../../../mail/mail-queue.js';
import { cardPaymentFailed } from '../../../mail/templates/money-mail.js';
import { findBill } from '../../billing/billing.queries.js';
import { recordEvent } from '../../events/events.queries.js';
import { notifyMember } from '../../notifications/notifications.service.js';
import type { ApplyContext } from '../webhooks/apply-context.js';
import { insertAttempt, LAST_ATTEMPT, retryDueAt, updateCharging } from './autopay.queries.js';

export function payNowLink(appUrl: URL): string {
  return new URL('/member', appUrl).toString();
}

export async function failAttempt(
  tx: Tx,
  failed: { billId: string; attempt: number; paymentId: string | null; message: string },
  ctx: ApplyContext,
): Promise<boolean> {
  const key = { billId: failed.billId, attempt: failed.attempt };
  const moved = await updateCharging(
    tx,
    key,
    { status: 'failed', failure: failed.message.slice(0, 500), providerPaymentId: failed.paymentId },
    ctx.now,
  );
  if (!moved) return false;
  const bill = await findBill(tx, failed.billId);
  if (bill?.status !== 'open') return true;
  if (failed.attempt < LAST_ATTEMPT) {
    const next = failed.attempt + 1;
    await insertAttempt(
      tx,
      { ...key, attempt: next, memberId: bill.memberId, dueAt: retryDueAt(bill.date, next) },
      ctx.now,
    );
  }
  const format = createGymFormat(ctx.gym);
  const link = payNowLink(ctx.appUrl);
  const failedText = `Your card payment of ${format.money(remainingCents(bill))} for "${bill.description}" failed: ${failed.message} The bill is still open.`;
  const message = `${failedText} Pay now: ${link}`;
  await notifyMember(tx, { memberId: bill.memberId, message, now: ctx.now });
  const member = await tx.selectFrom('users').select('email').where('id', '=', bill.memberId).executeTakeFirst();
  if (member?.email) {
    await queueMail(tx, layoutMail(member.email, cardPaymentFailed(failedText, ctx.gym.name, link), ctx), ctx.now);
  }
  await recordEvent(tx, {
    type: 'system.autopay_failed',
    subject: bill.id,
    detail: { memberId: bill.memberId, attempt: failed.attempt, paymentId: failed.paymentId, message: failed.message },
  });
  return true;
}
