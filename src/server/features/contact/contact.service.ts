// A contact-form message is stored for the Inbox and, when ADMIN_EMAIL is set, its email to the
// administrator is queued in the same transaction (the mail sender delivers it after the answer).
import type { ContactInput } from '../../../shared/contact.schemas.js';
import type { Db } from '../../db/schema.js';
import { inTransaction } from '../../db/transactions.js';
import { layoutMail } from '../../mail/layout.js';
import { queueMail } from '../../mail/mail-queue.js';
import { contactCopy } from '../../mail/templates/contact-mail.js';
import type { AppDeps } from '../../trpc/context.js';
import { recordEvent } from '../events/events.queries.js';
import { findContactMessage, insertContactMessage, markMessageRead } from './contact.queries.js';

/** Returns whether an email to the administrator was queued. */
export async function receiveContactMessage(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'settings'>,
  input: ContactInput,
): Promise<{ id: string; emailed: boolean }> {
  const now = deps.clock.now();
  const to = deps.config.adminEmail;
  // Read before the transaction (on SQLite the one connection is the transaction's).
  const place = { gym: await deps.settings.current(), appUrl: deps.config.appUrl };
  return inTransaction(deps.db, async (tx) => {
    const id = await insertContactMessage(tx, { ...input, now });
    if (to) await queueMail(tx, layoutMail(to, contactCopy(input, deps.config.appUrl), place), now);
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
