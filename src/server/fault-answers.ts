// Database faults outside tRPC (a CSV download, the health check): the same 503 and the same words
// as a procedure gets (see trpc/init.ts), and one log line that names the fault.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { databaseFaultOf } from './db/faults.js';

export function logDatabaseFault(log: FastifyBaseLogger, error: unknown, bindings: Record<string, unknown> = {}): void {
  const fault = databaseFaultOf(error);
  if (!fault) return;
  log.error({ err: error, fault: fault.code, ...bindings }, fault.logLine);
}

export function answerDatabaseFaults(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const fault = databaseFaultOf(error);
    // Anything else goes on to Fastify's own handler.
    if (!fault) throw error;
    logDatabaseFault(request.log, error, { url: request.url });
    return reply
      .code(503)
      .header('Retry-After', String(fault.retryAfterSeconds))
      .header('Cache-Control', 'no-store')
      .send({ error: 'Service Unavailable', message: fault.message });
  });
}

/** tRPC's answer to a database fault says when to try again, as the other routes' do. */
export function retryAfterFor(errors: readonly { code: string; cause?: unknown }[]): {
  headers?: Record<string, string>;
} {
  for (const error of errors) {
    const fault = error.code === 'SERVICE_UNAVAILABLE' ? databaseFaultOf(error.cause) : null;
    if (fault) return { headers: { 'Retry-After': String(fault.retryAfterSeconds) } };
  }
  return {};
}
