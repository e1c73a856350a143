import {
  keysetPageInput,
  markNotificationsReadInput,
  NO_RECIPIENTS,
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
import { sendNotification } from './notifications.service.js';

const REFUSALS = {
  member_not_found: { code: 'NOT_FOUND', message: 'Member not found.' },
  plan_not_found: { code: 'NOT_FOUND', message: 'Plan not found.' },
  no_recipients: { code: 'BAD_REQUEST', message: NO_RECIPIENTS },
} as const;

/** A member's page cursor carries the last row's date and seq (its id part). */
function notificationCursor(text: string | undefined): NotificationCursor | null {
  if (text === undefined) return null;
  const cursor = decodeCursor(text);
  const seq = Number(cursor?.id);
  if (!cursor || !Number.isSafeInteger(seq) || seq < 1) throw invalidPage();
  return { date: cursor.key, seq };
}

export const notificationsRouter = router({
  /** To one member or a group; also by email when asked. Nothing is written when nobody is in it. */
  send: staffProcedure.input(sendNotificationInput).mutation(async ({ ctx, input }) => {
    const outcome = await sendNotification(ctx.deps, { ...input, adminId: ctx.user.id, ip: ctx.ip });
    if (!outcome.ok) throw new TRPCError(REFUSALS[outcome.reason]);
    if (input.withEmail) ctx.afterResponse(() => void ctx.deps.background.runNow(MAIL_JOB));
    return { id: outcome.id, sentAt: outcome.sentAt, recipients: outcome.recipients };
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
