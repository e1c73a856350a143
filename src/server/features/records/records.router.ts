import { pageInput } from '../../../shared/pagination.js';
import { addRecordInput, deleteRecordInput, searchRecordsInput } from '../../../shared/records.schemas.js';
import { router, TRPCError } from '../../trpc/init.js';
import { approvedProcedure, staffProcedure } from '../../trpc/procedures.js';
import { listRecords, searchRecords } from './records.queries.js';
import { addRecord, deleteRecord } from './records.service.js';

export const recordsRouter = router({
  list: staffProcedure.input(pageInput).query(({ ctx, input }) => listRecords(ctx.deps.db, input)),

  add: staffProcedure
    .input(addRecordInput)
    .mutation(({ ctx, input }) => addRecord(ctx.deps.db, { actorId: ctx.user.id, ip: ctx.ip }, input.name)),

  delete: staffProcedure.input(deleteRecordInput).mutation(async ({ ctx, input }) => {
    const deleted = await deleteRecord(ctx.deps.db, { actorId: ctx.user.id, ip: ctx.ip }, input.id);
    if (!deleted) throw new TRPCError({ code: 'NOT_FOUND', message: 'Record not found.' });
    return { deleted: true as const };
  }),

  /** The User Dashboard's search: any approved account. */
  search: approvedProcedure
    .input(searchRecordsInput)
    .query(({ ctx, input }) => searchRecords(ctx.deps.db, input.prefix, input)),
});
