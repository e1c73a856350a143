// Workouts: the member's Today's workout, logging, history and progress; a trainer's view of a
// client's logs and progress, and comments. Who may call is the permission table's; a trainer acts
// only on their clients (assertMayCoach).
import { NO_SUCH_MEMBER } from '../../../shared/member-page.schemas.js';
import {
  clientsListInput,
  commentInput,
  deleteSetInput,
  finishWorkoutInput,
  historyInput,
  logSetInput,
  NO_SET,
  ofClientInput,
  progressInput,
  progressOfClientInput,
} from '../../../shared/workouts.schemas.js';
import { router, TRPCError } from '../../trpc/init.js';
import { keysetPage, pageCursor } from '../../trpc/keyset-page.js';
import { memberProcedure, staffProcedure } from '../../trpc/procedures.js';
import { isMember, memberName } from '../members/members.service.js';
import { assertMayCoach } from '../trainers/trainer-scope.js';
import {
  clientsPageQuery,
  deleteSetOf,
  exercisesLoggedQuery,
  finishWorkoutRow,
  insertComment,
  lastWorkoutDaysQuery,
} from './workouts.queries.js';
import { logSet, progressOf, todaysWorkout, workoutLogsPage, workoutOfMember } from './workouts.service.js';

const notAMember = () => new TRPCError({ code: 'NOT_FOUND', message: NO_SUCH_MEMBER });

export const workoutsRouter = router({
  today: memberProcedure.query(async ({ ctx }) =>
    todaysWorkout(ctx.deps.db, ctx.user.id, await ctx.gym(), ctx.deps.clock.now()),
  ),

  logSet: memberProcedure.input(logSetInput).mutation(async ({ ctx, input }) => {
    const gym = await ctx.gym();
    return ctx.deps.db.transaction().execute((tx) => logSet(tx, ctx.user.id, input, gym, ctx.deps.clock.now()));
  }),

  deleteSet: memberProcedure.input(deleteSetInput).mutation(async ({ ctx, input }) => {
    if (!(await deleteSetOf(ctx.deps.db, ctx.user.id, input.setId))) {
      throw new TRPCError({ code: 'NOT_FOUND', message: NO_SET });
    }
    return { ok: true as const };
  }),

  finish: memberProcedure.input(finishWorkoutInput).mutation(async ({ ctx, input }) => {
    await workoutOfMember(ctx.deps.db, ctx.user.id, input.workoutId);
    await finishWorkoutRow(ctx.deps.db, input.workoutId, input.notes, ctx.deps.clock.now().toISOString());
    return { ok: true as const };
  }),

  history: memberProcedure.input(historyInput).query(async ({ ctx, input }) => {
    const after = pageCursor(input.cursor);
    const rows = await workoutLogsPage(
      ctx.deps.db,
      ctx.user.id,
      after && { at: after.key, id: after.id },
      input.limit + 1,
    );
    return {
      unit: (await ctx.gym()).weightUnit,
      ...keysetPage(rows, input.limit, (last) => ({ key: last.startedAt, id: last.id })),
    };
  }),

  exercisesLogged: memberProcedure.query(async ({ ctx }) => exercisesLoggedQuery(ctx.deps.db, ctx.user.id).execute()),

  progress: memberProcedure
    .input(progressInput)
    .query(async ({ ctx, input }) =>
      progressOf(ctx.deps.db, ctx.user.id, input.exerciseId, (await ctx.gym()).weightUnit),
    ),

  ofClient: staffProcedure.input(ofClientInput).query(async ({ ctx, input }) => {
    const after = pageCursor(input.cursor);
    if (!(await isMember(ctx.deps.db, input.memberId))) throw notAMember();
    await assertMayCoach(ctx.deps.db, ctx.user, input.memberId);
    const rows = await workoutLogsPage(
      ctx.deps.db,
      input.memberId,
      after && { at: after.key, id: after.id },
      input.limit + 1,
    );
    return {
      member: { id: input.memberId, name: await memberName(ctx.deps.db, input.memberId) },
      unit: (await ctx.gym()).weightUnit,
      ...keysetPage(rows, input.limit, (last) => ({ key: last.startedAt, id: last.id })),
    };
  }),

  progressOfClient: staffProcedure.input(progressOfClientInput).query(async ({ ctx, input }) => {
    if (!(await isMember(ctx.deps.db, input.memberId))) throw notAMember();
    await assertMayCoach(ctx.deps.db, ctx.user, input.memberId);
    return progressOf(ctx.deps.db, input.memberId, input.exerciseId, (await ctx.gym()).weightUnit);
  }),

  comment: staffProcedure.input(commentInput).mutation(async ({ ctx, input }) => {
    const workout = await ctx.deps.db
      .selectFrom('workouts')
      .select(['id', 'memberId'])
      .where('id', '=', input.workoutId)
      .executeTakeFirst();
    if (!workout) throw new TRPCError({ code: 'NOT_FOUND', message: 'Workout not found.' });
    await assertMayCoach(ctx.deps.db, ctx.user, workout.memberId);
    const now = ctx.deps.clock.now().toISOString();
    const id = await insertComment(ctx.deps.db, {
      workoutId: workout.id,
      authorId: ctx.user.id,
      body: input.body,
      now,
    });
    return { id, workoutId: workout.id, body: input.body, createdAt: now, authorName: ctx.user.name };
  }),
});

/** trainerClients.list: a trainer's clients (isClientOf's definition); management: every coached member. */
export const clientsRouter = router({
  list: staffProcedure.input(clientsListInput).query(async ({ ctx, input }) => {
    const after = pageCursor(input.cursor);
    const trainerId = ctx.user.role === 'trainer' ? ctx.user.id : null;
    const rows = await clientsPageQuery(
      ctx.deps.db,
      trainerId,
      input.search,
      after && { name: after.key, id: after.id },
      input.limit + 1,
    ).execute();
    const page = keysetPage(rows, input.limit, (last) => ({ key: last.name, id: last.id }));
    const lastDays = await lastWorkoutDaysQuery(
      ctx.deps.db,
      page.items.map((m) => m.id),
    ).execute();
    return {
      ...page,
      items: page.items.map((m) => ({
        ...m,
        lastWorkoutDay: lastDays.find((d) => d.id === m.id)?.lastDay ?? null,
      })),
    };
  }),
});
