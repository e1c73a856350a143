import type { FastifyBaseLogger } from 'fastify';
import type { GymSettings } from '../../shared/settings.schemas.js';
import type { Session, SessionCookie, SessionLayer, SessionUser } from '../auth/sessions.js';
import type { Config } from '../config.js';
import type { Db } from '../db/schema.js';
import type { PaymentGateway } from '../features/online-payments/gateway.js';
import type { SettingsStore } from '../features/settings/settings.store.js';
import type { Clock } from '../lib/clock.js';
import type { Mailer } from '../mail/mailer.js';
import type { Background } from '../scheduler/scheduler.js';
import type { RateLimitStore } from '../security/rate-limit-store.js';
import type { RateLimits } from '../security/rate-limits.js';

/** Long-lived services every procedure may use; built once by buildApp (or by a test). */
export interface AppDeps {
  db: Db;
  /** "Now" for everything date-dependent; tests move it instead of waiting. */
  clock: Clock;
  sessions: SessionLayer;
  mailer: Mailer;
  limits: RateLimits;
  /** Where the limits count; maintenance sweeps its ended windows. */
  limitStore: RateLimitStore;
  /** adminEmail: ADMIN_EMAIL, where contact-form messages are emailed (none when unset). */
  config: Pick<Config, 'appUrl'> & { adminEmail?: string };
  /** The gym's own settings (Settings section): read through ctx.gym() in a request. */
  settings: SettingsStore;
  /** Card payments online (Stripe), or null when the gym has not turned them on. */
  gateway: PaymentGateway | null;
  log: FastifyBaseLogger;
  /** Scheduled and nudged work (mail sending, daily runs). */
  background: Background;
}

export interface Context {
  deps: AppDeps;
  session: Session | null;
  user: SessionUser | null;
  ip: string;
  /** The browser's device cookie (see sign-in.service.ts), if it sent one. */
  deviceToken: string | null;
  log: FastifyBaseLogger;
  /** Sends a Set-Cookie with the response (sign-in, sign-out). */
  setCookie(cookie: SessionCookie): void;
  /**
   * Runs work once the answer has gone out (e.g. nudging the mail sender), so it neither delays the
   * answer nor makes one kind of answer measurably slower than another.
   */
  afterResponse(task: () => void): void;
  /** The gym's settings as they are now; a signed-in request usually costs no statement for them. */
  gym(): Promise<GymSettings>;
}

/** The context without any request object, so tests can build one and call procedures directly. */
export function createContextInner(input: {
  deps: AppDeps;
  session?: Session | null;
  user?: SessionUser | null;
  ip?: string;
  deviceToken?: string | null;
  log?: FastifyBaseLogger;
  setCookie?: (cookie: SessionCookie) => void;
  afterResponse?: (task: () => void) => void;
  /** The settings version the session lookup read, if there was one. */
  settingsVersion?: number | null;
}): Context {
  return {
    deps: input.deps,
    session: input.session ?? null,
    user: input.user ?? null,
    ip: input.ip ?? '127.0.0.1',
    deviceToken: input.deviceToken ?? null,
    log: input.log ?? input.deps.log,
    setCookie: input.setCookie ?? (() => {}),
    afterResponse: input.afterResponse ?? ((task) => setImmediate(task)),
    gym: () => input.deps.settings.current(input.settingsVersion),
  };
}
