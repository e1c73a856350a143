import {
  CONTACT_SENT,
  CONTACT_TOO_MANY,
  contactInput,
  contactMessageIdInput,
} from '../../../shared/contact.schemas.js';
import { keysetPageInput } from '../../../shared/notifications.schemas.js';
import { decodeCursor, encodeCursor } from '../../lib/cursor.js';
import { MAIL_JOB } from '../../mail/mail-queue.js';
import { router, TRPCError } from '../../trpc/init.js';
import { adminProcedure, publicProcedure } from '../../trpc/procedures.js';
import { countUnreadMessages, inboxPageQuery } from './contact.queries.js';
import { markContactMessageRead, receiveContactMessage } from './contact.service.js';

export const contactRouter = router({
  /** The public contact form: no account needed, a few messages an hour from one address. */
  send: publicProcedure.input(contactInput).mutation(async ({ ctx, input }) => {
    const decision = await ctx.deps.limits.contactByIp.consume(ctx.ip);
    if (!decision.allowed) {
      if (decision.firstRefusal) ctx.log.warn({ event: 'contact_rate_limited' }, 'contact form rate limited');
      throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: CONTACT_TOO_MANY });
    }
    const { emailed } = await receiveContactMessage(ctx.deps, input);
    if (emailed) ctx.afterResponse(() => void ctx.deps.background.runNow(MAIL_JOB));
    ctx.log.info({ event: 'contact_message_received' }, 'contact message received');
    return { message: CONTACT_SENT };
  }),

  /** The Inbox, newest first, a keyset page at a time, with how many are unread. */
  list: adminProcedure.input(keysetPageInput).query(async ({ ctx, input }) => {
    const after = input.cursor === undefined ? null : decodeCursor(input.cursor);
    if (input.cursor !== undefined && after === null)
      throw new TRPCError({ code: 'BAD_REQUEST', message: 'Invalid page.' });
    const [rows, unread] = await Promise.all([
      inboxPageQuery(ctx.deps.db, after, input.limit + 1).execute(),
      countUnreadMessages(ctx.deps.db),
    ]);
    const page = rows.slice(0, input.limit);
    const last = page.at(-1);
    return {
      items: page,
      unread,
      nextCursor: rows.length > input.limit && last ? encodeCursor({ key: last.createdAt, id: last.id }) : null,
    };
  }),

  markRead: adminProcedure.input(contactMessageIdInput).mutation(async ({ ctx, input }) => {
    const outcome = await markContactMessageRead(ctx.deps.db, {
      id: input.id,
      adminId: ctx.user.id,
      ip: ctx.ip,
      now: ctx.deps.clock.now(),
    });
    if (outcome === 'not_found') throw new TRPCError({ code: 'NOT_FOUND', message: 'Message not found.' });
    return { outcome };
  }),
});
