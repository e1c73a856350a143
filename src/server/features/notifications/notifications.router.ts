import { sendNotificationInput } from '../../../shared/notifications.schemas.js';
import { router, TRPCError } from '../../trpc/init.js';
import { adminProcedure, memberProcedure } from '../../trpc/procedures.js';
import { listLatestNotifications } from './notifications.queries.js';
import { sendNotification } from './notifications.service.js';

export const notificationsRouter = router({
  send: adminProcedure.input(sendNotificationInput).mutation(async ({ ctx, input }) => {
    const sent = await sendNotification(ctx.deps.db, { ...input, adminId: ctx.user.id, ip: ctx.ip });
    if (!sent) throw new TRPCError({ code: 'NOT_FOUND', message: 'Member not found.' });
    return sent;
  }),

  /** The caller's own 5 newest; there is no input, so no other member can be named. */
  listMine: memberProcedure.query(({ ctx }) => listLatestNotifications(ctx.deps.db, ctx.user.id)),
});
