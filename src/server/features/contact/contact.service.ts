// A contact-form message is stored for the Inbox and, when ADMIN_EMAIL is set, its email to the
// administrator is queued in the same transaction (the mail sender delivers it after the answer).
import type { ContactInput } from '../../../shared/contact.schemas.js';
import type { Db } from '../../db/schema.js';
import { inTransaction } from '../../db/transactions.js';
import { queueMail } from '../../mail/mail-queue.js';
import type { AppDeps } from '../../trpc/context.js';
import { recordEvent } from '../events/events.queries.js';
import { findContactMessage, insertContactMessage, markMessageRead } from './contact.queries.js';

/** Returns whether an email to the administrator was queued. */
export async function receiveContactMessage(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  input: ContactInput,
): Promise<{ id: string; emailed: boolean }> {
  const now = deps.clock.now();
  const to = deps.config.adminEmail;
  return inTransaction(deps.db, async (tx) => {
    const id = await insertContactMessage(tx, { ...input, now });
    if (to) {
      const inbox = new URL('/admin/inbox', deps.config.appUrl).toString();
      await queueMail(
        tx,
        {
          to,
          subject: `Contact form: ${input.name}`,
          text: `${input.name} <${input.email}> wrote:\n\n${input.message}\n\nReply to ${input.email}, or read it in the Inbox: ${inbox}\n`,
        },
        now,
      );
    }
    return { id, emailed: to !== undefined };
  });
}

export type MarkReadOutcome = 'marked' | 'already_read' | 'not_found';

export async function markContactMessageRead(
  db: Db,
  input: { id: string; adminId: string; ip: string; now: Date },
): Promise<MarkReadOutcome> {
  return inTransaction(db, async (tx) => {
    const message = await findContactMessage(tx, input.id);
    if (!message) return 'not_found';
    if (!(await markMessageRead(tx, input.id, input.now))) return 'already_read';
    await recordEvent(tx, {
      type: 'admin.contact_message_read',
      actorId: input.adminId,
      subject: input.id,
      ip: input.ip,
    });
    return 'marked';
  });
}
