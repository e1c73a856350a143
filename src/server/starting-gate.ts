// While a process waits for its database at start, it already listens — so a supervisor or load
// balancer sees it up and unhealthy rather than gone — and answers every request 503 until the
// database is ready and migrated.
import type { FastifyInstance } from 'fastify';

export const STARTING_MESSAGE = 'Palaestra is starting: it is waiting for its database. Please try again in a moment.';

export function registerStartingGate(app: FastifyInstance): { open(): void } {
  let open = false;
  app.addHook('onRequest', async (request, reply) => {
    if (open) return;
    reply.code(503).header('Retry-After', '5').header('Cache-Control', 'no-store');
    if (request.url === '/healthz') return reply.send({ status: 'starting', database: 'unreachable' });
    return reply.send({ error: 'Service Unavailable', message: STARTING_MESSAGE });
  });
  return {
    open() {
      open = true;
    },
  };
}
