// Reports are queries: they read and never write.
import { agingReportInput } from '../../../shared/aging.schemas.js';
import { dateInZone } from '../../../shared/calendar.js';
import { attendanceReportInput } from '../../../shared/checkins.schemas.js';
import { createGymFormat } from '../../../shared/format.js';
import { financialReportInput } from '../../../shared/reports.schemas.js';
import { router } from '../../trpc/init.js';
import { staffProcedure } from '../../trpc/procedures.js';
import { agingReport } from './aging.service.js';
import { attendanceReport, financialReport, membershipReport } from './reports.service.js';

export const reportsRouter = router({
  membership: staffProcedure.query(({ ctx }) => membershipReport(ctx.deps.db, ctx.deps.clock.now())),
  financial: staffProcedure
    .input(financialReportInput)
    .query(async ({ ctx, input }) => financialReport(ctx.deps.db, input, createGymFormat(await ctx.gym()))),
  attendance: staffProcedure
    .input(attendanceReportInput)
    .query(async ({ ctx, input }) => attendanceReport(ctx.deps.db, input, (await ctx.gym()).timeZone)),
  /** Who owes what, by age, most owed first; aged on the gym's today (aging.queries.ts). */
  aging: staffProcedure
    .input(agingReportInput)
    .query(async ({ ctx, input }) =>
      agingReport(ctx.deps.db, input, dateInZone(ctx.deps.clock.now(), (await ctx.gym()).timeZone)),
    ),
});
