import {
  assignProgramInput,
  createProgramInput,
  memberProgramsInput,
  memberSearchInput,
  programIdInput,
  programTemplatesInput,
  saveProgramInput,
} from '../../../shared/programs.schemas.js';
import { router } from '../../trpc/init.js';
import { approvedProcedure } from '../../trpc/procedures.js';
import { currentProgramOf, templatesPage } from './programs.queries.js';
import {
  assignProgram,
  createProgram,
  duplicateProgram,
  getProgram,
  programsOfMember,
  saveProgram,
  searchMembers,
  setArchived,
} from './programs.service.js';

export const programsRouter = router({
  templates: approvedProcedure
    .input(programTemplatesInput)
    .query(({ ctx, input }) => templatesPage(ctx.deps.db, input.archived, input)),
  /** The program and the unit its editor types loads in. */
  get: approvedProcedure.input(programIdInput).query(async ({ ctx, input }) => {
    const program = await getProgram(ctx.deps.db, ctx.user, input.programId);
    return { ...program, weightUnit: (await ctx.gym()).weightUnit };
  }),
  create: approvedProcedure
    .input(createProgramInput)
    .mutation(({ ctx, input }) => createProgram(ctx.deps.db, ctx.user, input, ctx.deps.clock.now())),
  save: approvedProcedure.input(saveProgramInput).mutation(async ({ ctx, input }) => {
    const { weightUnit } = await ctx.gym();
    return saveProgram(ctx.deps.db, ctx.user, input, weightUnit, ctx.deps.clock.now());
  }),
  duplicate: approvedProcedure
    .input(programIdInput)
    .mutation(({ ctx, input }) => duplicateProgram(ctx.deps.db, ctx.user, input.programId, ctx.deps.clock.now())),
  archive: approvedProcedure
    .input(programIdInput)
    .mutation(({ ctx, input }) => setArchived(ctx.deps.db, ctx.user, input.programId, true, ctx.deps.clock.now())),
  restore: approvedProcedure
    .input(programIdInput)
    .mutation(({ ctx, input }) => setArchived(ctx.deps.db, ctx.user, input.programId, false, ctx.deps.clock.now())),
  assign: approvedProcedure
    .input(assignProgramInput)
    .mutation(({ ctx, input }) => assignProgram(ctx.deps.db, ctx.user, input, ctx.deps.clock.now())),
  ofMember: approvedProcedure
    .input(memberProgramsInput)
    .query(({ ctx, input }) => programsOfMember(ctx.deps.db, ctx.user, input.memberId)),
  memberSearch: approvedProcedure
    .input(memberSearchInput)
    .query(({ ctx, input }) => searchMembers(ctx.deps.db, input.text)),
  /** The member's own current program (null when none), with its days and exercises. */
  mine: approvedProcedure.query(({ ctx }) => currentProgramOf(ctx.deps.db, ctx.user.id)),
});
