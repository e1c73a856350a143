import {
  CONTACT_SENT,
  CONTACT_TOO_MANY,
  contactInput,
  contactMessageIdInput,
} from '../../../shared/contact.schemas.js';
import { keysetPageInput } from '../../../shared/notifications.schemas.js';
import { MAIL_JOB } from '../../mail/mail-queue.js';
import { router, TRPCError } from '../../trpc/init.js';
import { keysetPage, pageCursor } from '../../trpc/keyset-page.js';
import { publicProcedure, staffProcedure } from '../../trpc/procedures.js';
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
  list: staffProcedure.input(keysetPageInput).query(async ({ ctx, input }) => {
    const after = pageCursor(input.cursor);
    const [rows, unread] = await Promise.all([
      inboxPageQuery(ctx.deps.db, after, input.limit + 1).execute(),
      countUnreadMessages(ctx.deps.db),
    ]);
    return { ...keysetPage(rows, input.limit, (last) => ({ key: last.createdAt, id: last.id })), unread };
  }),

  markRead: staffProcedure.input(contactMessageIdInput).mutation(async ({ ctx, input }) => {
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
