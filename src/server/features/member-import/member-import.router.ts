import { confirmImportInput } from '../../../shared/member-import.schemas.js';
import { router, TRPCError } from '../../trpc/init.js';
import { staffProcedure } from '../../trpc/procedures.js';
import { confirmImport } from './member-import.service.js';

// The file itself arrives at POST /uploads/member-import (member-import.route.ts), which answers the preview.
export const memberImportRouter = router({
  /** "Import N members": writes the previewed rows once, however often it is pressed. */
  confirm: staffProcedure.input(confirmImportInput).mutation(async ({ ctx, input }) => {
    const outcome = await confirmImport(
      ctx.deps.db,
      { importId: input.importId, sendInvitations: input.sendInvitations ?? false },
      { adminId: ctx.user.id, ip: ctx.ip, now: ctx.deps.clock.now(), gym: await ctx.gym() },
    );
    if (outcome.ok) return outcome.result;
    if (outcome.reason === 'not_found') throw new TRPCError({ code: 'NOT_FOUND', message: 'Import not found.' });
    if (outcome.reason === 'interrupted') {
      throw new TRPCError({
        code: 'CONFLICT',
        message: 'This import stopped part-way. Check the same file again to import the members it did not reach.',
      });
    }
    throw new TRPCError({ code: 'CONFLICT', message: 'This import is already running: it will be done in a moment.' });
  }),
});
