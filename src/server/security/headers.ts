import type { FastifyInstance } from 'fastify';

// No inline script anywhere: Vite's build emits only external module scripts. Inline styles are
// allowed because Radix positions popovers and locks scrolling with them.
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Security headers on every response. The reset page sends no Referer, so its token never leaks. */
export function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('Content-Security-Policy', CSP);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Cross-Origin-Resource-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    const path = request.url.split('?')[0];
    reply.header('Referrer-Policy', path === '/reset-password' ? 'no-referrer' : 'strict-origin-when-cross-origin');
    if (options.https) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  });
}
