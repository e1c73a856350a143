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

/**
 * Security headers on every response. The reset page sends no Referer, so its token never leaks.
 * An answer that does not say how to cache itself is not stored anywhere (the API, the CSV
 * downloads, /healthz, errors): most depend on who is signed in, and a shared cache or the browser's
 * disk must not keep one person's answer for the next. The client's files and pages set their own.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }): void {
  app.addHook('onSend', async (request, reply) => {
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    // A route that serves something other than a page (the gym's SVG logo) may set a stricter one.
    if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', CSP);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Cross-Origin-Resource-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    const path = request.url.split('?')[0];
    reply.header(
      'Referrer-Policy',
      path === '/reset-password' || path === '/accept-invitation' || path === '/confirm-email'
        ? 'no-referrer'
        : 'strict-origin-when-cross-origin',
    );
    if (options.https) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  });
}
