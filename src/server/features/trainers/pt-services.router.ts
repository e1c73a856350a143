// PT services: the public list with prices, and management's create / edit / archive / restore.
import { PRICE_RULE } from '../../../shared/amount-fields.js';
import { createGymFormat } from '../../../shared/format.js';
import { createServiceInput, serviceIdInput, updateServiceInput } from '../../../shared/trainers.schemas.js';
import { readAmountIn } from '../../lib/read-amount.js';
import type { Context } from '../../trpc/context.js';
import { router } from '../../trpc/init.js';
import { publicProcedure, staffProcedure } from '../../trpc/procedures.js';
import { listActiveServices, listAllServices, type ServiceFields } from './pt-services.queries.js';
import { archiveService, createService, updateService } from './pt-services.service.js';

const NO_SHOW_FEE_RULE = { label: 'Price', minimum: 'zero-or-more' } as const;

/** The typed price and fee read in the gym's currency ('12.50' is refused for a gym in yen). */
async function fieldsOf(
  ctx: Context,
  input: { name: string; description: string; durationMinutes: number; price: string; noShowFee?: string | undefined },
): Promise<ServiceFields> {
  const format = createGymFormat(await ctx.gym());
  const priceCents = readAmountIn(format, input.price, PRICE_RULE, 'price');
  const fee = input.noShowFee ?? '';
  const noShowFeeCents = fee === '' ? 0 : readAmountIn(format, fee, NO_SHOW_FEE_RULE, 'noShowFee');
  return {
    name: input.name,
    description: input.description,
    durationMinutes: input.durationMinutes,
    priceCents,
    noShowFeeCents,
  };
}

function actorOf(ctx: Context & { user: { id: string } }) {
  return { adminId: ctx.user.id, ip: ctx.ip, now: ctx.deps.clock.now() };
}

export const ptServicesRouter = router({
  /** What members can book, with prices (the public Services page and booking). */
  list: publicProcedure.query(async ({ ctx }) =>
    (await listActiveServices(ctx.deps.db)).map(({ archived: _archived, ...service }) => service),
  ),

  listAll: staffProcedure.query(async ({ ctx }) => listAllServices(ctx.deps.db)),

  create: staffProcedure
    .input(createServiceInput)
    .mutation(async ({ ctx, input }) => createService(ctx.deps.db, actorOf(ctx), await fieldsOf(ctx, input))),

  update: staffProcedure
    .input(updateServiceInput)
    .mutation(async ({ ctx, input }) =>
      updateService(ctx.deps.db, actorOf(ctx), input.serviceId, await fieldsOf(ctx, input)),
    ),

  archive: staffProcedure
    .input(serviceIdInput)
    .mutation(async ({ ctx, input }) => archiveService(ctx.deps.db, actorOf(ctx), input.serviceId, true)),

  restore: staffProcedure
    .input(serviceIdInput)
    .mutation(async ({ ctx, input }) => archiveService(ctx.deps.db, actorOf(ctx), input.serviceId, false)),
});
