// Configuration comes only from the environment, parsed once at start. A bad value stops start with
// a message that names the variable, so a self-hoster can fix it without reading code.
import path from 'node:path';
import * as z from 'zod/mini';
import { LIMITS } from '../shared/fields.js';

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
  APP_URL: z.optional(url),
  SMTP_URL: z.optional(z.string().check(z.regex(/^smtps?:\/\/\S+$/, 'must look like smtp://user:pass@host:587'))),
  MAIL_FROM: z._default(z.string().check(z.minLength(3)), 'GymDesk <no-reply@localhost>'),
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
  TRUST_PROXY: z._default(z.enum(['true', 'false']), 'false'),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** `sqlite:<absolute path>`; PostgreSQL URLs come with the later PostgreSQL work. */
  databaseFile: string;
  appUrl: URL;
  smtpUrl: string | undefined;
  mailFrom: string;
  admin: { email: string; password: string; name: string } | undefined;
  logLevel: string;
  trustProxy: boolean;
}

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
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const databaseFile = resolveDatabaseFile(e.DATABASE_URL, dataDir);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseFile,
    appUrl: new URL(e.APP_URL ?? `http://localhost:${e.PORT}`),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD, name: e.ADMIN_NAME }
        : undefined,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === 'true',
  };
}

function resolveDatabaseFile(databaseUrl: string | undefined, dataDir: string): string {
  if (databaseUrl === undefined) return path.join(dataDir, 'gymdesk.db');
  if (databaseUrl.startsWith('sqlite:')) return path.resolve(databaseUrl.slice('sqlite:'.length));
  throw new ConfigError(
    'Invalid configuration:\n  DATABASE_URL: only sqlite:<file> is supported in this version (PostgreSQL comes later)',
  );
}
