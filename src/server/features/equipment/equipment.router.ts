import { addEquipmentInput, deleteEquipmentInput } from '../../../shared/equipment.schemas.js';
import { pageInput } from '../../../shared/pagination.js';
import { router, TRPCError } from '../../trpc/init.js';
import { adminProcedure } from '../../trpc/procedures.js';
import { listEquipment } from './equipment.queries.js';
import { addEquipment, deleteEquipment } from './equipment.service.js';

export const equipmentRouter = router({
  list: adminProcedure.input(pageInput).query(({ ctx, input }) => listEquipment(ctx.deps.db, input)),

  add: adminProcedure
    .input(addEquipmentInput)
    .mutation(({ ctx, input }) => addEquipment(ctx.deps.db, { actorId: ctx.user.id, ip: ctx.ip }, input)),

  delete: adminProcedure.input(deleteEquipmentInput).mutation(async ({ ctx, input }) => {
    const deleted = await deleteEquipment(ctx.deps.db, { actorId: ctx.user.id, ip: ctx.ip }, input.id);
    if (!deleted) throw new TRPCError({ code: 'NOT_FOUND', message: 'Equipment not found.' });
    return { deleted: true as const };
  }),
});
