// Admin notes on the member page: add one, list them newest first.
import { addMemberNoteInput, memberKeysetInput, NO_SUCH_MEMBER } from '../../../shared/member-page.schemas.js';
import { router, TRPCError } from '../../trpc/init.js';
import { keysetPage, pageCursor } from '../../trpc/keyset-page.js';
import { staffProcedure } from '../../trpc/procedures.js';
import { memberNotesQuery } from './member-notes.queries.js';
import { addMemberNote } from './member-notes.service.js';
import { isMember } from './members.service.js';

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: NO_SUCH_MEMBER });

export const memberNotesRouter = router({
  list: staffProcedure.input(memberKeysetInput).query(async ({ ctx, input }) => {
    const after = pageCursor(input.cursor);
    if (!(await isMember(ctx.deps.db, input.userId))) throw notFound();
    const rows = await memberNotesQuery(
      ctx.deps.db,
      input.userId,
      after && { at: after.key, id: after.id },
      input.limit + 1,
    ).execute();
    return keysetPage(rows, input.limit, (last) => ({ key: last.createdAt, id: last.id }));
  }),

  add: staffProcedure.input(addMemberNoteInput).mutation(async ({ ctx, input }) => {
    const note = await addMemberNote(
      ctx.deps.db,
      { memberId: input.userId, body: input.body },
      { adminId: ctx.user.id, ip: ctx.ip, now: ctx.deps.clock.now() },
    );
    if (!note) throw notFound();
    return note;
  }),
});
