// The real app over app.inject(): a fresh data folder per app, and requests as a browser on our own
// origin would send them.
import fs from 'node:fs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type BuildOptions, buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { tempDir } from './harness.js';

export const APP_ORIGIN = 'http://localhost:3000';

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  close(): Promise<void>;
}

export async function startApp(env: Record<string, string> = {}, options: BuildOptions = {}): Promise<TestApp> {
  const dataDir = tempDir('gymdesk-app-');
  const app = await buildApp(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env }), {
    logger: false,
    clientDir: null,
    ...options,
  });
  return {
    app,
    dataDir,
    async close() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
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
  const cookie = setCookies(response).find((c) => c.startsWith('gymdesk_session='));
  if (!cookie) throw new Error(`no session cookie in ${JSON.stringify(response.headers)}`);
  return cookie.split(';')[0] ?? '';
}

export function errorOf(response: LightMyRequestResponse): { message: string; data: { code: string } } {
  return (response.json() as { error: { message: string; data: { code: string } } }).error;
}
