import { createBillInput } from '../../../shared/billing.schemas.js';
import { parseAmountToCents } from '../../../shared/money.js';
import { pageInput } from '../../../shared/pagination.js';
import { router, TRPCError } from '../../trpc/init.js';
import { adminProcedure, memberProcedure } from '../../trpc/procedures.js';
import { listBillsForMember } from './billing.queries.js';
import { createBill } from './billing.service.js';

export const billsRouter = router({
  create: adminProcedure.input(createBillInput).mutation(async ({ ctx, input }) => {
    const bill = await createBill(ctx.deps.db, {
      memberId: input.memberId,
      amountCents: parseAmountToCents(input.amount),
      adminId: ctx.user.id,
      ip: ctx.ip,
    });
    if (!bill) throw new TRPCError({ code: 'NOT_FOUND', message: 'Member not found.' });
    return bill;
  }),

  /** The caller's own bills: the member is the session's account, never an input. */
  listMine: memberProcedure
    .input(pageInput)
    .query(({ ctx, input }) => listBillsForMember(ctx.deps.db, ctx.user.id, input)),
});
