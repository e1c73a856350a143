// POST /webhooks/stripe: the provider's signed events. Outside tRPC (the provider posts raw JSON
// signed over its exact bytes, so the body is read as a Buffer, in this route's own scope only) and
// outside the CSRF guard (which covers /trpc; this route's proof is the signature). Answers:
// 404 when online payments are off; 400 for a forged, changed or replayed delivery (nothing stored);
// 200 once the event is stored and applied, or stored and waiting for another event; 500 when it
// was stored but applying failed (the provider delivers it again; the sweep applies it meanwhile).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PERMISSIONS } from '../../../../shared/permissions.js';
import type { AppDeps } from '../../../trpc/context.js';
import { refusalOf } from '../../../trpc/procedures.js';
import { WebhookRejected } from '../gateway.js';
import { receiveEvent } from './inbox.js';

export const STRIPE_WEBHOOK_PATH = '/webhooks/stripe';
/** Stripe's events are a few kilobytes; a generous bound, well under the app's 1 MB. */
export const WEBHOOK_BODY_LIMIT = 256 * 1024;

export function registerStripeWebhookRoute(app: FastifyInstance, deps: AppDeps): void {
  // A plugin is its own scope: the Buffer parser below replaces JSON parsing for this route only.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.post(STRIPE_WEBHOOK_PATH, { bodyLimit: WEBHOOK_BODY_LIMIT }, (request, reply) =>
      receive(deps, request, reply),
    );
  });
}

async function receive(deps: AppDeps, request: FastifyRequest, reply: FastifyReply) {
  reply.header('Cache-Control', 'no-store');
  // The one permission table: this row is 'public' (the provider has no session; the signature is the check).
  const refusal = refusalOf(PERMISSIONS['http.stripeWebhook'], undefined);
  if (refusal) return reply.code(401).send({ error: 'Unauthorized', message: refusal.message });
  const gateway = deps.gateway;
  if (!gateway) return reply.code(404).send({ error: 'Not Found', message: 'Online payments are not turned on.' });
  const signature = request.headers['stripe-signature'];
  const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
  let event: ReturnType<typeof gateway.readWebhook>;
  try {
    event = gateway.readWebhook(body, Array.isArray(signature) ? signature[0] : signature, deps.clock.now());
  } catch (error) {
    if (!(error instanceof WebhookRejected)) throw error;
    request.log.warn({ reason: error.message }, 'webhook delivery refused: not signed by the provider');
    return reply.code(400).send({ error: 'Bad Request', message: 'The webhook signature was refused.' });
  }
  try {
    const result = await receiveEvent(deps, event);
    return reply.code(200).send({ received: true, result });
  } catch (error) {
    request.log.error(
      { err: error, event: event.id, kind: event.kind },
      'webhook event not applied; the provider will send it again',
    );
    return reply.code(500).send({ error: 'Internal Server Error', message: 'The event could not be applied yet.' });
  }
}
