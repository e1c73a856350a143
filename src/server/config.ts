// Configuration comes only from the environment, parsed once at start. A bad value stops start with
// a message that names the variable, so a self-hoster can fix it without reading code.
import path from 'node:path';
import * as z from 'zod/mini';
import { isTimeZone } from '../shared/calendar.js';
import { LIMITS } from '../shared/fields.js';
import type { SettingsSeed } from '../shared/settings.schemas.js';
import { parseTrustProxy, TRUST_PROXY_FORMS, type TrustProxy } from './security/trust-proxy.js';

const optionalText = z.optional(z.string().check(z.trim(), z.minLength(1)));

const port = z
  .pipe(z.string().check(z.regex(/^\d+$/, 'must be a whole number')), z.transform(Number))
  .check(z.refine((n) => n >= 1 && n <= 65535, 'must be between 1 and 65535'));

const url = z.string().check(
  z.refine((v) => {
    try {
      const u = new URL(v);
      return u.protocol === 'http:' || u.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'must be an http(s) URL such as https://gym.example.com'),
);

const envSchema = z.object({
  PORT: z._default(port, 3000),
  HOST: z._default(z.string().check(z.minLength(1)), '0.0.0.0'),
  DATA_DIR: z._default(z.string().check(z.minLength(1)), './data'),
  DATABASE_URL: optionalText,
  DATABASE_POOL_SIZE: z._default(
    z
      .pipe(z.string().check(z.regex(/^\d+$/, 'must be a whole number')), z.transform(Number))
      .check(z.refine((n) => n >= 1 && n <= 100, 'must be between 1 and 100')),
    10,
  ),
  // Load shedding (src/server/overload): requests one process serves at once, heavy ones among
  // them, and the event-loop lag past which new requests are refused with 503.
  OVERLOAD_MAX_IN_FLIGHT: z._default(wholeNumber(1, 10_000), 16),
  OVERLOAD_MAX_HEAVY: z._default(wholeNumber(1, 100), 2),
  OVERLOAD_MAX_LAG_MS: z._default(wholeNumber(10, 60_000), 20),
  APP_URL: z.optional(url),
  SMTP_URL: z.optional(z.string().check(z.regex(/^smtps?:\/\/\S+$/, 'must look like smtp://user:pass@host:587'))),
  // The address mail comes from; the name shown beside it is the gym's (Settings), whatever is written here.
  MAIL_FROM: z._default(z.string().check(z.minLength(3)), 'no-reply@localhost'),
  ADMIN_EMAIL: z.optional(z.string().check(z.trim(), z.toLowerCase(), z.email('must be an email address'))),
  ADMIN_PASSWORD: z.optional(
    z
      .string()
      .check(
        z.minLength(LIMITS.passwordMin, `must be at least ${LIMITS.passwordMin} characters`),
        z.maxLength(LIMITS.passwordMax, `must be at most ${LIMITS.passwordMax} characters`),
      ),
  ),
  ADMIN_NAME: z._default(z.string().check(z.trim(), z.minLength(1), z.maxLength(LIMITS.nameMax)), 'Administrator'),
  LOG_LEVEL: z._default(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  TRUST_PROXY: z._default(
    z.pipe(
      z.string().check(z.refine((v) => parseTrustProxy(v) !== null, TRUST_PROXY_FORMS)),
      z.transform((v) => parseTrustProxy(v) ?? false),
    ),
    false,
  ),
  ALLOWED_ORIGINS: z.optional(
    z
      .string()
      .check(
        z.refine(
          (v) => v.split(',').every((o) => originOf(o.trim()) !== null),
          'must be a comma-separated list of origins such as https://gym.example,https://www.gym.example',
        ),
      ),
  ),
  GYM_TIMEZONE: z._default(
    z.string().check(z.refine(isTimeZone, 'must be an IANA time zone such as Europe/London or America/New_York')),
    'UTC',
  ),
  BILLING_DUE_DAYS: z._default(wholeNumber(0, 365), 14),
  CHECKIN_GRACE_DAYS: z._default(wholeNumber(0, 365), 30),
  BOOKING_CANCEL_HOURS: z._default(wholeNumber(0, 168), 2),
  // Online payments (Stripe): all three, or none (then the gym takes payments at the desk only).
  STRIPE_SECRET_KEY: z.optional(
    z.string().check(z.regex(/^(sk|rk)_(test|live)_\S+$/, 'must be a Stripe secret key (sk_test_… or sk_live_…)')),
  ),
  STRIPE_PUBLISHABLE_KEY: z.optional(
    z.string().check(z.regex(/^pk_(test|live)_\S+$/, 'must be a Stripe publishable key (pk_test_… or pk_live_…)')),
  ),
  STRIPE_WEBHOOK_SECRET: z.optional(
    z.string().check(z.regex(/^whsec_\S+$/, "must be the webhook endpoint's signing secret (whsec_…)")),
  ),
  // Where Stripe's API is, for a local stand-in (tests, trying it offline); Stripe's own by default.
  STRIPE_API_URL: z.optional(url),
  CURRENCY: z._default(
    z.string().check(z.regex(/^[A-Z]{3}$/, 'must be a three-letter currency code such as USD or EUR')),
    'USD',
  ),
});

function wholeNumber(min: number, max: number) {
  return z
    .pipe(z.string().check(z.regex(/^\d+$/, 'must be a whole number')), z.transform(Number))
    .check(z.refine((n) => n >= min && n <= max, `must be between ${min} and ${max}`));
}

/** 'https://gym.example' for an http(s) origin with nothing after it, else null. */
function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !value.endsWith('/');
    return (url.protocol === 'http:' || url.protocol === 'https:') && bare ? url.origin : null;
  } catch {
    return null;
  }
}

/** Every environment variable Palaestra reads. */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape);

/** Where the data lives: one SQLite file (the default), or a PostgreSQL server shared by many processes. */
export type DatabaseTarget = { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string };

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseTarget;
  /** PostgreSQL connections each process may hold. */
  databasePoolSize: number;
  /** OVERLOAD_*: when a process refuses new requests with 503 (see overload/admission.ts). */
  overload: { maxInFlight: number; maxHeavyInFlight: number; maxLagMs: number };
  appUrl: URL;
  /** Origins whose pages may change data: APP_URL's (and its loopback aliases), then ALLOWED_ORIGINS. */
  allowedOrigins: string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  /** ADMIN_EMAIL: where contact-form messages are emailed. */
  adminEmail: string | undefined;
  /** The administrator to create at start: ADMIN_EMAIL with ADMIN_PASSWORD. */
  admin: { email: string; password: string; name: string } | undefined;
  logLevel: string;
  /** Whose X-Forwarded-For to believe: no one, the number of proxies in front, or their addresses. */
  trustProxy: TrustProxy;
  /**
   * GYM_TIMEZONE, BILLING_DUE_DAYS, CHECKIN_GRACE_DAYS, BOOKING_CANCEL_HOURS and CURRENCY: the gym's
   * settings on the first start only; from then on they are changed in Settings.
   */
  settingsSeed: SettingsSeed;
  /** Online payments, when STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET are set. */
  stripe: StripeConfig | undefined;
}

export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** STRIPE_API_URL: a stand-in's address instead of Stripe's. */
  apiUrl: URL | undefined;
}

const STRIPE_KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty variables count as unset (docker -e FOO= and .env files produce them).
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // ADMIN_EMAIL alone is where contact messages go (the owner made their account another way); a
  // password without an account to give it to is a mistake.
  if (e.ADMIN_PASSWORD !== undefined && e.ADMIN_EMAIL === undefined) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_PASSWORD needs ADMIN_EMAIL');
  }
  const stripeSet = STRIPE_KEYS.filter((key) => e[key] !== undefined);
  if (stripeSet.length > 0 && stripeSet.length < STRIPE_KEYS.length) {
    const missing = STRIPE_KEYS.filter((key) => e[key] === undefined).join(' and ');
    throw new ConfigError(
      `Invalid configuration:\n  online payments need ${missing} too (or none of the STRIPE_ keys)`,
    );
  }
  if (
    e.STRIPE_SECRET_KEY &&
    e.STRIPE_PUBLISHABLE_KEY &&
    modeOfKey(e.STRIPE_SECRET_KEY) !== modeOfKey(e.STRIPE_PUBLISHABLE_KEY)
  ) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must both be test keys or both live keys',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const database = resolveDatabase(e.DATABASE_URL, dataDir);
  const appUrl = new URL(e.APP_URL ?? `http://localhost:${e.PORT}`);
  const extraOrigins = (e.ALLOWED_ORIGINS ?? '').split(',').flatMap((o) => originOf(o.trim()) ?? []);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    overload: {
      maxInFlight: e.OVERLOAD_MAX_IN_FLIGHT,
      maxHeavyInFlight: e.OVERLOAD_MAX_HEAVY,
      maxLagMs: e.OVERLOAD_MAX_LAG_MS,
    },
    appUrl,
    allowedOrigins: [...new Set([appUrl.origin, ...loopbackAliases(appUrl), ...extraOrigins])],
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    adminEmail: e.ADMIN_EMAIL,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD, name: e.ADMIN_NAME }
        : undefined,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    settingsSeed: {
      timeZone: e.GYM_TIMEZONE,
      billingDueDays: e.BILLING_DUE_DAYS,
      checkinGraceDays: e.CHECKIN_GRACE_DAYS,
      bookingCancelHours: e.BOOKING_CANCEL_HOURS,
      currency: e.CURRENCY,
    },
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiUrl: e.STRIPE_API_URL ? new URL(e.STRIPE_API_URL) : undefined,
          }
        : undefined,
  };
}

/** 'test' or 'live', from a Stripe key's prefix. */
export function modeOfKey(key: string): 'test' | 'live' {
  return key.includes('_live_') ? 'live' : 'test';
}

function resolveDatabase(databaseUrl: string | undefined, dataDir: string): DatabaseTarget {
  if (databaseUrl === undefined) return { dialect: 'sqlite', file: path.join(dataDir, 'gymdesk.db') };
  if (databaseUrl.startsWith('sqlite:')) {
    const file = databaseUrl.slice('sqlite:'.length);
    if (file.length > 0) return { dialect: 'sqlite', file: path.resolve(file) };
  }
  if (/^postgres(ql)?:\/\/[^/\s]+/.test(databaseUrl)) {
    try {
      new URL(databaseUrl);
      return { dialect: 'postgres', url: databaseUrl };
    } catch {
      // falls through to the message below
    }
  }
  throw new ConfigError(
    'Invalid configuration:\n  DATABASE_URL: must be sqlite:<file> or postgres://user:password@host:5432/database',
  );
}

/** A database URL safe to print: the password replaced by ***. */
export function describeDatabase(target: DatabaseTarget): string {
  if (target.dialect === 'sqlite') return target.file;
  const url = new URL(target.url);
  if (url.password) url.password = '***';
  return url.toString();
}

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The same server on this machine under its other loopback names: the default APP_URL says
 * localhost, and someone who opens http://127.0.0.1:3000 instead must not have every form refused.
 * No page on another host can have one of these origins, so this opens nothing to other sites.
 */
function loopbackAliases(appUrl: URL): string[] {
  if (!LOOPBACK_NAMES.includes(appUrl.hostname)) return [];
  const port = appUrl.port ? `:${appUrl.port}` : '';
  return LOOPBACK_NAMES.map((name) => `${appUrl.protocol}//${name}${port}`);
}
