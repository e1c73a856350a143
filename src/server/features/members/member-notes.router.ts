// Admin notes on the member page: add one, list them newest first.
import { addMemberNoteInput, memberKeysetInput, NO_SUCH_MEMBER } from '../../../shared/member-page.schemas.js';
import { decodeCursor, encodeCursor } from '../../lib/cursor.js';
import { router, TRPCError } from '../../trpc/init.js';
import { adminProcedure } from '../../trpc/procedures.js';
import { memberNotesQuery } from './member-notes.queries.js';
import { addMemberNote } from './member-notes.service.js';
import { isMember } from './members.service.js';

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: NO_SUCH_MEMBER });

export const memberNotesRouter = router({
  list: adminProcedure.input(memberKeysetInput).query(async ({ ctx, input }) => {
    const after = input.cursor === undefined ? null : decodeCursor(input.cursor);
    if (input.cursor !== undefined && after === null)
      throw new TRPCError({ code: 'BAD_REQUEST', message: 'Invalid page.' });
    if (!(await isMember(ctx.deps.db, input.userId))) throw notFound();
    const rows = await memberNotesQuery(
      ctx.deps.db,
      input.userId,
      after && { at: after.key, id: after.id },
      input.limit + 1,
    ).execute();
    const items = rows.slice(0, input.limit);
    const last = items.at(-1);
    return {
      items,
      nextCursor: rows.length > input.limit && last ? encodeCursor({ key: last.createdAt, id: last.id }) : null,
    };
  }),

  add: adminProcedure.input(addMemberNoteInput).mutation(async ({ ctx, input }) => {
    const note = await addMemberNote(
      ctx.deps.db,
      { memberId: input.userId, body: input.body },
      { adminId: ctx.user.id, ip: ctx.ip, now: ctx.deps.clock.now() },
    );
    if (!note) throw notFound();
    return note;
  }),
});
