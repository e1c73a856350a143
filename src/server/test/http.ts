// The real app over app.inject(): a fresh data folder and database per app (of this run's dialect),
// and requests as a browser on our own origin would send them.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type BuildOptions, buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createEmptyDatabase } from './databases.js';

export const APP_ORIGIN = 'http://localhost:3000';

/**
 * Tests fire several downloads at once and run on a busy machine: load shedding (tested on its own
 * in overload/ and app.overload.test.ts) would refuse them at random. The browser walks' servers
 * share their event loop with the test runner and the browser driver, so they turn it off too.
 */
export const SHEDDING_OFF: BuildOptions['overload'] = {
  limits: {
    maxInFlight: 1_000_000,
    maxHeavyInFlight: 1_000_000,
    maxLagMs: Number.POSITIVE_INFINITY,
    heavyCalmMs: 0,
  },
};

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  close(): Promise<void>;
}

export async function startApp(env: Record<string, string> = {}, options: BuildOptions = {}): Promise<TestApp> {
  const database = await createEmptyDatabase();
  const databaseUrl = database.target.dialect === 'postgres' ? database.target.url : `sqlite:${database.target.file}`;
  const config = loadConfig({ DATA_DIR: database.dir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent', ...env });
  const app = await buildApp(config, { logger: false, clientDir: null, overload: SHEDDING_OFF, ...options });
  return {
    app,
    dataDir: database.dir,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

/** A tRPC mutation as our own client sends it: JSON, from our origin. */
export function mutate(
  app: FastifyInstance,
  procedure: string,
  input: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/trpc/${procedure}`,
    headers: { origin: APP_ORIGIN, 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(input ?? null),
  });
}

export function query(app: FastifyInstance, procedure: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url: `/trpc/${procedure}`, headers });
}

/** Every Set-Cookie header of a response. */
export function setCookies(response: LightMyRequestResponse): string[] {
  const value = response.headers['set-cookie'];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** The session cookie a response set, as `name=value` ready for a Cookie header. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = setCookies(response).find((c) => c.startsWith('palaestra_session='));
  if (!cookie) throw new Error(`no session cookie in ${JSON.stringify(response.headers)}`);
  return cookie.split(';')[0] ?? '';
}

export function errorOf(response: LightMyRequestResponse): { message: string; data: { code: string } } {
  return (response.json() as { error: { message: string; data: { code: string } } }).error;
}
