// Settings → Online payments (administrators): what is set up, and "Test connection".
import { TRPCError } from '../../../trpc/init.js';
import { staffProcedure } from '../../../trpc/procedures.js';
import { ONLINE_PAYMENT_UNAVAILABLE } from '../gateway.js';
import { gatewaySettings, testGatewayConnection } from './gateway-settings.service.js';

export const gatewaySettingsProcedures = {
  settings: staffProcedure.query(({ ctx }) => gatewaySettings(ctx.deps)),

  /** Asks the provider whether the key works; a mutation, since it calls out each time it is pressed. */
  testConnection: staffProcedure.mutation(async ({ ctx }) => {
    const gateway = ctx.deps.gateway;
    if (!gateway) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: ONLINE_PAYMENT_UNAVAILABLE });
    const answer = await testGatewayConnection(gateway);
    ctx.log.info({ ok: answer.ok }, 'online payments: connection tested');
    return answer;
  }),
};
