// Cookies are shared by every app on the same host (whatever its port) and can be set by a sibling
// subdomain, so a request may carry cookies we never wrote, in encodings we would never use. None of
// them may break an answer: ours are read, the rest are left alone.
import { afterEach, describe, expect, it } from 'vitest';
import { reportCsvPath } from '../shared/reports.schemas.js';
import { createAccount } from './test/harness.js';
import { mutate, query, sessionCookie, startApp, type TestApp } from './test/http.js';

const apps: TestApp[] = [];
async function open(): Promise<TestApp> {
  const started = await startApp();
  apps.push(started);
  return started;
}
afterEach(async () => {
  for (const started of apps.splice(0)) await started.close();
});

// Not valid %-encoding: decodeURIComponent throws on each of them.
const FOREIGN = ['theme=100%', 'prefs=%E0%A4%A', 'x=%zz'];

async function signedInAs(app: TestApp['app'], kind: 'admin' | 'member') {
  const account = await createAccount(app.deps.db, kind);
  const response = await mutate(app, 'auth.signIn', { email: account.email, password: account.password });
  return { account, cookie: sessionCookie(response) };
}

describe('a cookie from another app with bad %-encoding', () => {
  it.each(FOREIGN)('leaves auth.session answering a visitor (%s)', async (foreign) => {
    const { app } = await open();

    const response = await query(app, 'auth.session', { cookie: foreign });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: { data: { user: null } } });
  });

  it('leaves the session beside it signed in, before it or after it', async () => {
    const { app } = await open();
    const { account, cookie } = await signedInAs(app, 'member');

    for (const header of [`theme=100%; ${cookie}`, `${cookie}; theme=100%`]) {
      const response = await query(app, 'auth.session', { cookie: header });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ result: { data: { user: { id: account.id } } } });
    }
  });

  it('leaves the CSV downloads answering: 401 for a visitor, the file for an admin', async () => {
    const { app } = await open();
    const { cookie } = await signedInAs(app, 'admin');
    const download = (header: string) =>
      app.inject({ method: 'GET', url: reportCsvPath('membership'), headers: { cookie: header } });

    const visitor = await download('theme=100%');
    const admin = await download(`theme=100%; ${cookie}`);

    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ message: 'Please sign in.' });
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['content-type']).toMatch(/^text\/csv/);
  });
});
