// Fastify's own pino logger, with request ids and nothing secret: cookies, authorization headers and
// reset tokens in URLs are removed before a line is written.
import crypto from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';

/** Masks secrets that can appear in a URL (the reset page's ?token=…). */
export function redactUrl(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password', '*.token'],
      censor: '[redacted]',
    },
    serializers: {
      req(request: { id: string; method: string; url: string; ip?: string }) {
        return { id: request.id, method: request.method, url: redactUrl(String(request.url ?? '')), ip: request.ip };
      },
    },
  };
}

export const genReqId = () => crypto.randomUUID();
