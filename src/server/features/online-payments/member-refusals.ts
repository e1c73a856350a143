// How a member's online-payment procedures refuse: online payments off (PRECONDITION_FAILED) or the
// provider unreachable (BAD_GATEWAY), both in the same words, and nothing changed either way.
import { TRPCError } from '../../trpc/init.js';
import { GatewayUnavailable, ONLINE_PAYMENT_UNAVAILABLE, type PaymentGateway } from './gateway.js';

/** The gateway, or the refusal people see when the gym has not turned online payments on. */
export function gatewayOrRefuse(gateway: PaymentGateway | null): PaymentGateway {
  if (!gateway) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: ONLINE_PAYMENT_UNAVAILABLE });
  return gateway;
}

/** Runs a step that asks the provider; "not available right now" when it cannot be reached. */
export async function askingProvider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof GatewayUnavailable) {
      throw new TRPCError({ code: 'BAD_GATEWAY', message: ONLINE_PAYMENT_UNAVAILABLE, cause: error });
    }
    throw error;
  }
}
