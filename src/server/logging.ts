// Fastify's own pino logger, with request ids and nothing secret: cookies, authorization headers and
// reset tokens in URLs are removed before a line is written.
import crypto from 'node:crypto';
import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';

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

/** Requests that a machine makes every few seconds (Docker's health probe): logged at debug, not info. */
function isProbe(request: FastifyRequest): boolean {
  return request.url === '/healthz';
}

/** Fastify's request lines, with health probes moved down to debug (a 5 s probe is 34,560 lines a day). */
export class QuietProbesLogController extends LogController {
  override incomingRequest(request: FastifyRequest, reply: FastifyReply, metadata?: Record<string, unknown>): void {
    if (isProbe(request)) request.log.debug({ req: request }, 'incoming request');
    else super.incomingRequest(request, reply, metadata);
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (isProbe(request) && !error)
      reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
    else super.requestCompleted(error, request, reply, metadata);
  }
}
