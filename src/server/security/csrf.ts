import type { FastifyInstance, FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for the API. A state-changing request must come from our own origin and carry JSON.
 * tRPC 11 was seen running a no-input mutation from a cross-site multipart POST, and forms can send
 * multipart and text/plain without a preflight, so both checks run before any body is read.
 */
export function registerCsrfGuard(app: FastifyInstance, options: { appOrigin: string; prefix: string }): void {
  app.addHook('onRequest', async (request, reply) => {
    // The matched route as well as the raw URL: the router decodes %-escapes, so /%74rpc/… reaches /trpc.
    const onApi = request.url.startsWith(options.prefix) || (request.routeOptions.url ?? '').startsWith(options.prefix);
    if (SAFE_METHODS.has(request.method) || !onApi) return;
    if (!isSameOrigin(request, options.appOrigin)) {
      return reply.code(403).send({ error: 'Forbidden', message: 'Cross-site request refused.' });
    }
    const contentType = request.headers['content-type'] ?? '';
    if (!/^application\/json\s*(;|$)/i.test(contentType)) {
      return reply.code(415).send({ error: 'Unsupported Media Type', message: 'Send JSON.' });
    }
  });
}

function isSameOrigin(request: FastifyRequest, appOrigin: string): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return request.headers['sec-fetch-site'] === 'same-origin';
  if (origin === appOrigin) return true;
  // The origin the browser is actually on (e.g. the Vite dev server's proxy or a LAN address).
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}
