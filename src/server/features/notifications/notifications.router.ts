import {
  confirmationNeeded,
  keysetPageInput,
  markNotificationsReadInput,
  NO_RECIPIENTS,
  previewNotificationInput,
  recipientsChanged,
  sendNotificationInput,
} from '../../../shared/notifications.schemas.js';
import { decodeCursor, encodeCursor } from '../../lib/cursor.js';
import { MAIL_JOB } from '../../mail/mail-queue.js';
import { router, TRPCError } from '../../trpc/init.js';
import { invalidPage, keysetPage, pageCursor } from '../../trpc/keyset-page.js';
import { memberProcedure, staffProcedure } from '../../trpc/procedures.js';
import { sentPageQuery } from './notification-sends.queries.js';
import {
  countUnread,
  listLatestNotifications,
  listMyNotificationsPage,
  markRead,
  type NotificationCursor,
} from './notifications.queries.js';
import { previewNotification, type SendOutcome, sendNotification } from './notifications.service.js';

function refusalOf(outcome: Exclude<SendOutcome, { ok: true }>): TRPCError {
  switch (outcome.reason) {
    case 'member_not_found':
      return new TRPCError({ code: 'NOT_FOUND', message: 'Member not found.' });
    case 'plan_not_found':
      return new TRPCError({ code: 'NOT_FOUND', message: 'Plan not found.' });
    case 'no_recipients':
      return new TRPCError({ code: 'BAD_REQUEST', message: NO_RECIPIENTS });
    case 'confirm_needed':
      return new TRPCError({ code: 'BAD_REQUEST', message: confirmationNeeded(outcome.recipients) });
    case 'recipients_changed':
      return new TRPCError({ code: 'CONFLICT', message: recipientsChanged(outcome.recipients) });
  }
}

/** A member's page cursor carries the last row's date and seq (its id part). */
function notificationCursor(text: string | undefined): NotificationCursor | null {
  if (text === undefined) return null;
  const cursor = decodeCursor(text);
  const seq = Number(cursor?.id);
  if (!cursor || !Number.isSafeInteger(seq) || seq < 1) throw invalidPage();
  return { date: cursor.key, seq };
}

export const notificationsRouter = router({
  /**
   * To one member or a group; also by email when asked. Nothing is written when nobody is in it, nor
   * to more than CONFIRM_ABOVE people unless confirmedRecipients is the count as it is now.
   */
  send: staffProcedure.input(sendNotificationInput).mutation(async ({ ctx, input }) => {
    const outcome = await sendNotification(ctx.deps, { ...input, adminId: ctx.user.id, ip: ctx.ip });
    if (!outcome.ok) throw refusalOf(outcome);
    if (input.withEmail) ctx.afterResponse(() => void ctx.deps.background.runNow(MAIL_JOB));
    return { id: outcome.id, sentAt: outcome.sentAt, recipients: outcome.recipients };
  }),

  /** Before sending: how many it reaches now (and by email), and the message as one of them reads it. */
  preview: staffProcedure.input(previewNotificationInput).query(async ({ ctx, input }) => {
    const outcome = await previewNotification(ctx.deps, input);
    if (!outcome.ok) throw refusalOf(outcome);
    return { recipients: outcome.recipients, withEmail: outcome.withEmail, example: outcome.example };
  }),

  /** What admins have sent, newest first, a keyset page at a time. */
  listSent: staffProcedure.input(keysetPageInput).query(async ({ ctx, input }) => {
    const rows = await sentPageQuery(ctx.deps.db, pageCursor(input.cursor), input.limit + 1).execute();
    const page = keysetPage(rows, input.limit, (last) => ({ key: last.sentAt, id: last.id }));
    return { ...page, items: page.items.map((row) => ({ ...row, withEmail: row.withEmail === 1 })) };
  }),

  /** The caller's own 5 newest; there is no input, so no other member can be named. */
  listMine: memberProcedure.query(({ ctx }) => listLatestNotifications(ctx.deps.db, ctx.user.id)),

  /** All of the caller's own notifications, newest first, a keyset page at a time. */
  pageMine: memberProcedure.input(keysetPageInput).query(async ({ ctx, input }) => {
    const after = notificationCursor(input.cursor);
    const { items, next } = await listMyNotificationsPage(ctx.deps.db, ctx.user.id, after, input.limit);
    return { items, nextCursor: next ? encodeCursor({ key: next.date, id: String(next.seq) }) : null };
  }),

  unreadCountMine: memberProcedure.query(async ({ ctx }) => ({
    unread: await countUnread(ctx.deps.db, ctx.user.id),
  })),

  /** Marks the caller's own notifications read; ids of anyone else's change nothing. */
  markRead: memberProcedure.input(markNotificationsReadInput).mutation(async ({ ctx, input }) => ({
    marked: await markRead(ctx.deps.db, ctx.user.id, input.ids, ctx.deps.clock.now()),
  })),
});
