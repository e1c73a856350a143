// Settings → Online payments: whether card payments are on, and what the owner registers with
// Stripe. Never the keys themselves: the secret and the webhook secret stay in the environment, and
// even the publishable key is not needed here.
import type { AppDeps } from '../../../trpc/context.js';
import { GatewayUnavailable, type PaymentGateway } from '../gateway.js';
import { WEBHOOK_EVENTS, WEBHOOK_PATH } from '../webhook-events.js';

export interface GatewaySettings {
  enabled: boolean;
  /** From the keys: test keys take no real money. Null while off. */
  mode: 'test' | 'live' | null;
  /** The address to register as the webhook endpoint (APP_URL + the route). */
  webhookUrl: string;
  /** The events to send to it. */
  events: string[];
}

export function gatewaySettings(deps: Pick<AppDeps, 'gateway' | 'config'>): GatewaySettings {
  return {
    enabled: deps.gateway !== null,
    mode: deps.gateway?.mode ?? null,
    webhookUrl: new URL(WEBHOOK_PATH, deps.config.appUrl).href,
    events: [...WEBHOOK_EVENTS],
  };
}

/** The provider's own answer in words; a provider that cannot be asked is an answer too. */
export async function testGatewayConnection(gateway: PaymentGateway): Promise<{ ok: boolean; message: string }> {
  try {
    return await gateway.testConnection();
  } catch (error) {
    if (error instanceof GatewayUnavailable) return { ok: false, message: 'Stripe could not be reached.' };
    throw error;
  }
}
