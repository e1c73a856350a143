import type { FastifyBaseLogger } from 'fastify';
import type { Session, SessionCookie, SessionLayer, SessionUser } from '../auth/sessions.js';
import type { Config } from '../config.js';
import type { Db } from '../db/schema.js';
import type { Mailer } from '../mail/mailer.js';
import type { RateLimits } from '../security/rate-limiter.js';

/** Long-lived services every procedure may use; built once by buildApp (or by a test). */
export interface AppDeps {
  db: Db;
  sessions: SessionLayer;
  mailer: Mailer;
  limits: RateLimits;
  config: Pick<Config, 'appUrl'>;
  log: FastifyBaseLogger;
}

export interface Context {
  deps: AppDeps;
  session: Session | null;
  user: SessionUser | null;
  ip: string;
  log: FastifyBaseLogger;
  /** Sends a Set-Cookie with the response (sign-in, sign-out). */
  setCookie(cookie: SessionCookie): void;
}

/** The context without any request object, so tests can build one and call procedures directly. */
export function createContextInner(input: {
  deps: AppDeps;
  session?: Session | null;
  user?: SessionUser | null;
  ip?: string;
  log?: FastifyBaseLogger;
  setCookie?: (cookie: SessionCookie) => void;
}): Context {
  return {
    deps: input.deps,
    session: input.session ?? null,
    user: input.user ?? null,
    ip: input.ip ?? '127.0.0.1',
    log: input.log ?? input.deps.log,
    setCookie: input.setCookie ?? (() => {}),
  };
}
