// The payment provider the configuration names: Stripe when its keys are set, else none (online
// payments off; the gym takes payments at the desk).
import type { StripeConfig } from '../config.js';
import type { PaymentGateway } from '../features/online-payments/gateway.js';
import { createStripeGateway } from './stripe/stripe-gateway.js';

export function gatewayFromConfig(stripe: StripeConfig | undefined): PaymentGateway | null {
  return stripe ? createStripeGateway(stripe) : null;
}
