// The overload refusal in the shape its caller reads: a tRPC error for /trpc (so a batched call
// reaches every call of the batch as SERVICE_UNAVAILABLE), a tiny page that reloads itself for a
// browser opening a page, JSON like the other routes' 503s otherwise. Nothing here touches the
// database or the session.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { OVERLOAD_MESSAGE, REFUSED_BEFORE_RUNNING } from '../../shared/overload.js';

/** tRPC's JSON-RPC code for SERVICE_UNAVAILABLE (TRPC_ERROR_CODES_BY_KEY). */
const RPC_SERVICE_UNAVAILABLE = -32053;

export function sendRefusal(request: FastifyRequest, reply: FastifyReply, retryAfterSeconds: number): void {
  reply.code(503).header('Retry-After', String(retryAfterSeconds)).header('Cache-Control', 'no-store');
  const pathname = request.url.split('?')[0] ?? '';
  if (pathname.startsWith('/trpc/')) {
    reply.send({
      error: {
        message: OVERLOAD_MESSAGE,
        code: RPC_SERVICE_UNAVAILABLE,
        data: {
          code: 'SERVICE_UNAVAILABLE',
          httpStatus: 503,
          path: pathname.slice('/trpc/'.length),
          reason: REFUSED_BEFORE_RUNNING,
        },
      },
    });
    return;
  }
  if (request.method === 'GET' && (request.headers.accept ?? '').includes('text/html')) {
    reply.type('text/html; charset=utf-8').send(busyPage(retryAfterSeconds));
    return;
  }
  reply.send({ error: 'Service Unavailable', message: OVERLOAD_MESSAGE, reason: REFUSED_BEFORE_RUNNING });
}

function busyPage(retryAfterSeconds: number): string {
  return `<!doctype html><html lang="en"><meta charset="utf-8"><meta http-equiv="refresh" content="${retryAfterSeconds}"><title>Busy</title><p role="status">${OVERLOAD_MESSAGE}</p></html>`;
}
