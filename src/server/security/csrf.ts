import type { FastifyInstance, FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for the API. A state-changing request must come from one of our own origins — the
 * configured APP_URL's, scheme and port included, plus any in ALLOWED_ORIGINS — and carry JSON.
 * The origin is never derived from the Host header: a DNS-rebinding page sends a Host and an Origin
 * that agree with each other but not with APP_URL. tRPC 11 was seen running a no-input mutation from
 * a cross-site multipart POST, and forms can send multipart and text/plain without a preflight, so
 * both checks run before any body is read.
 */
export function registerCsrfGuard(
  app: FastifyInstance,
  options: { allowedOrigins: readonly string[]; prefix: string },
): void {
  const allowed = new Set(options.allowedOrigins);
  app.addHook('onRequest', async (request, reply) => {
    // The matched route as well as the raw URL: the router decodes %-escapes, so /%74rpc/… reaches /trpc.
    const onApi = request.url.startsWith(options.prefix) || (request.routeOptions.url ?? '').startsWith(options.prefix);
    if (SAFE_METHODS.has(request.method) || !onApi) return;
    if (!isOwnOrigin(request, allowed)) {
      return reply.code(403).send({ error: 'Forbidden', message: 'Cross-site request refused.' });
    }
    const contentType = request.headers['content-type'] ?? '';
    if (!/^application\/json\s*(;|$)/i.test(contentType)) {
      return reply.code(415).send({ error: 'Unsupported Media Type', message: 'Send JSON.' });
    }
  });
}

function isOwnOrigin(request: FastifyRequest, allowed: Set<string>): boolean {
  const origin = request.headers.origin;
  // Browsers send Origin on every cross-origin POST; without one, only a same-origin fetch is trusted.
  if (origin === undefined) return request.headers['sec-fetch-site'] === 'same-origin';
  return allowed.has(origin);
}
