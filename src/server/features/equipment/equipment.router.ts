// Admins manage equipment and its upkeep; members see only what is out of order, pick an item by name
// and report a problem with it.
import { dateInZone } from '../../../shared/calendar.js';
import {
  addEquipmentInput,
  deleteEquipmentInput,
  EQUIPMENT_NOT_FOUND_MESSAGE,
  equipmentLogInput,
  logMaintenanceInput,
  NAME_TAKEN_MESSAGE,
  reportProblemInput,
  setEquipmentStatusInput,
  updateEquipmentInput,
} from '../../../shared/equipment.schemas.js';
import { pageInput } from '../../../shared/pagination.js';
import type { Context } from '../../trpc/context.js';
import { router, TRPCError } from '../../trpc/init.js';
import { memberProcedure, staffProcedure } from '../../trpc/procedures.js';
import {
  findEquipment,
  listEquipment,
  listEquipmentChoices,
  listOutOfOrder,
  listServiceDue,
} from './equipment.queries.js';
import {
  addEquipment,
  deleteEquipment,
  type EquipmentActor,
  type EquipmentOutcome,
  setEquipmentStatus,
  updateEquipment,
} from './equipment.service.js';
import { listLogEntries } from './equipment-log.queries.js';
import { logMaintenance, reportProblem, type UpkeepOutcome } from './equipment-upkeep.service.js';

async function actorOf(ctx: Context & { user: { id: string } }): Promise<EquipmentActor> {
  const now = ctx.deps.clock.now();
  return { actorId: ctx.user.id, ip: ctx.ip, now, today: dateInZone(now, (await ctx.gym()).timeZone) };
}

async function todayOf(ctx: Context): Promise<string> {
  return dateInZone(ctx.deps.clock.now(), (await ctx.gym()).timeZone);
}

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: EQUIPMENT_NOT_FOUND_MESSAGE });

function valueOrThrow<T>(outcome: EquipmentOutcome<T>): T {
  if (outcome.ok) return outcome.value;
  if (outcome.reason === 'name_taken') throw new TRPCError({ code: 'CONFLICT', message: NAME_TAKEN_MESSAGE });
  throw notFound();
}

function entryOrThrow(outcome: UpkeepOutcome) {
  if (outcome.ok) return outcome.entry;
  if (outcome.reason === 'future_date') {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'The date cannot be in the future.' });
  }
  throw notFound();
}

export const equipmentRouter = router({
  list: staffProcedure.input(pageInput).query(async ({ ctx, input }) => listEquipment(ctx.deps.db, input)),

  add: staffProcedure
    .input(addEquipmentInput)
    .mutation(async ({ ctx, input }) => valueOrThrow(await addEquipment(ctx.deps.db, await actorOf(ctx), input))),

  update: staffProcedure
    .input(updateEquipmentInput)
    .mutation(async ({ ctx, input }) => valueOrThrow(await updateEquipment(ctx.deps.db, await actorOf(ctx), input))),

  setStatus: staffProcedure
    .input(setEquipmentStatusInput)
    .mutation(async ({ ctx, input }) => valueOrThrow(await setEquipmentStatus(ctx.deps.db, await actorOf(ctx), input))),

  delete: staffProcedure.input(deleteEquipmentInput).mutation(async ({ ctx, input }) => {
    if (!(await deleteEquipment(ctx.deps.db, await actorOf(ctx), input.id))) throw notFound();
    return { deleted: true as const };
  }),

  /** An item's log, newest first. */
  listLog: staffProcedure.input(equipmentLogInput).query(async ({ ctx, input }) => {
    if (!(await findEquipment(ctx.deps.db, input.id))) throw notFound();
    return listLogEntries(ctx.deps.db, input.id, input);
  }),

  logMaintenance: staffProcedure
    .input(logMaintenanceInput)
    .mutation(async ({ ctx, input }) => entryOrThrow(await logMaintenance(ctx.deps.db, await actorOf(ctx), input))),

  /** Items whose next service is due on or before the gym's today, soonest first. */
  listServiceDue: staffProcedure
    .input(pageInput)
    .query(async ({ ctx, input }) => listServiceDue(ctx.deps.db, await todayOf(ctx), input)),

  listOutOfOrder: memberProcedure.input(pageInput).query(async ({ ctx, input }) => listOutOfOrder(ctx.deps.db, input)),

  /** Names to pick from when reporting a problem. */
  listChoices: memberProcedure
    .input(pageInput)
    .query(async ({ ctx, input }) => listEquipmentChoices(ctx.deps.db, input)),

  reportProblem: memberProcedure.input(reportProblemInput).mutation(async ({ ctx, input }) => {
    const entry = entryOrThrow(await reportProblem(ctx.deps.db, await actorOf(ctx), input));
    return { id: entry.id, onDay: entry.onDay };
  }),
});
