// A Stripe refund's status in our words, the same whether the refund call answered it or a webhook
// event brought it: failed and canceled are both 'failed' (the money stays with the gym); anything
// not finished yet (pending, requires_action) is 'pending', and its webhook will say how it ended.
import type Stripe from 'stripe';
import type { RefundOutcome } from '../../features/online-payments/gateway.js';

export function refundStatusOf(status: Stripe.Refund['status']): RefundOutcome['status'] {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  return 'pending';
}
