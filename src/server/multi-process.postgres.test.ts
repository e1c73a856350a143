import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from './test/databases.js';
import { killServerProcesses, startReplica } from './test/server-process.js';

const ADMIN = { email: 'owner@gym.test', password: 'owner password 1' };
interface Server {
  url: string;
  origin: string;
}
let a: Server;
let b: Server;
const cleanups: (() => Promise<void> | void)[] = [];

async function start(databaseUrl: string): Promise<Server> {
  const replica = await startReplica(databaseUrl, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  await replica.process.waitForLine(/Palaestra is running/);
  return replica;
}

beforeAll(async () => {
  const database = await createPostgresDatabase();
  cleanups.push(() => database.drop());
  // Both start at once on an empty database: one migrates, the other waits for it.
  [a, b] = await Promise.all([start(database.url), start(database.url)]);
}, 60_000);

afterAll(async () => {
  await killServerProcesses();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function call(server: Server, procedure: string, input: unknown, cookie = '') {
  const response = await fetch(`${server.url}/trpc/${procedure}`, {
    method: 'POST',
    headers: { origin: server.origin, 'content-type': 'application/json', cookie },
    body: JSON.stringify(input),
  });
  return { status: response.status, body: await response.json(), cookie: sessionCookieOf(response) };
}

async function read(server: Server, procedure: string, cookie: string, input?: unknown) {
  const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const response = await fetch(`${server.url}/trpc/${procedure}${query}`, { headers: { cookie } });
  return (await response.json()) as { result?: { data: unknown }; error?: unknown };
}

function sessionCookieOf(response: Response): string {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('palaestra_session='));
  return cookie?.split(';')[0] ?? '';
}

async function signIn(server: Server, email = ADMIN.email, password = ADMIN.password) {
  return call(server, 'auth.signIn', { email, password });
}

describe('two app processes on one PostgreSQL database', () => {
  it('both started, and the migrations ran once', async () => {
    for (const server of [a, b]) {
      expect(await (await fetch(`${server.url}/healthz`)).json()).toMatchObject({
        status: 'ok',
        migrations: { pending: 0 },
      });
    }
  });

  it('accepts on B a session made on A, and ends it on B the moment A signs out', async () => {
    const { cookie } = await signIn(a);
    expect(await read(b, 'auth.session', cookie)).toMatchObject({ result: { data: { user: { email: ADMIN.email } } } });

    expect((await call(a, 'auth.signOut', null, cookie)).status).toBe(200);

    expect(await read(b, 'auth.session', cookie)).toMatchObject({ result: { data: { user: null } } });
  });

  it('counts failed sign-ins on A and on B against one limit', async () => {
    const email = 'target@gym.test';
    await call(a, 'auth.signUp', {
      name: 'Target',
      email,
      password: 'right password 1',
      confirmPassword: 'right password 1',
    });
    // Half the account's allowance through each process...
    for (let i = 0; i < 5; i++) {
      expect((await signIn(a, email, `wrong ${i}`)).status).toBe(401);
      expect((await signIn(b, email, `wrong ${i}`)).status).toBe(401);
    }
    // ...and the next attempt is refused by either, even with the right password.
    expect((await signIn(a, email, 'right password 1')).status).toBe(429);
    expect((await signIn(b, email, 'right password 1')).status).toBe(429);
  });

  it('makes exactly one member when A and B approve the same request at the same moment', async () => {
    const email = 'newcomer@gym.test';
    await call(b, 'auth.signUp', {
      name: 'Newcomer',
      email,
      password: 'newcomer pass 1',
      confirmPassword: 'newcomer pass 1',
    });
    const [onA, onB] = [(await signIn(a)).cookie, (await signIn(b)).cookie];
    const pending = (await read(a, 'requests.listPending', onA, { page: 1, pageSize: 100 })) as {
      result: { data: { items: { id: string; email: string }[] } };
    };
    const request = pending.result.data.items.find((r) => r.email === email);
    expect(request).toBeDefined();

    const answers = await Promise.all([
      call(a, 'requests.approve', { requestId: request?.id }, onA),
      call(b, 'requests.approve', { requestId: request?.id }, onB),
    ]);

    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const members = (await read(b, 'members.list', onB, { search: email, page: 1, pageSize: 20 })) as {
      result: { data: { items: unknown[]; total: number } };
    };
    expect(members.result.data.total).toBe(1);
    const newcomer = await signIn(a, email, 'newcomer pass 1');
    expect(newcomer.body).toMatchObject({ result: { data: { role: 'member' } } });
  });

  it('takes an approval and a password change made on A into account on B at the very next request', async () => {
    const email = 'switcher@gym.test';
    const password = 'switcher pass 1';
    await call(a, 'auth.signUp', { name: 'Switcher', email, password, confirmPassword: password });
    const onB = (await signIn(b, email, password)).cookie;
    expect(await read(b, 'bills.listMine', onB, { page: 1, pageSize: 20 })).toMatchObject({
      error: { message: 'Your registration is awaiting approval.' },
    });

    const admin = (await signIn(a)).cookie;
    const pending = (await read(a, 'requests.listPending', admin, { page: 1, pageSize: 100 })) as {
      result: { data: { items: { id: string; email: string }[] } };
    };
    const request = pending.result.data.items.find((r) => r.email === email);
    expect((await call(a, 'requests.approve', { requestId: request?.id }, admin)).status).toBe(200);
    // The role is read with the session on every request: no process holds the old one.
    expect(await read(b, 'bills.listMine', onB, { page: 1, pageSize: 20 })).toMatchObject({
      result: { data: { items: [], total: 0 } },
    });

    const onA = (await signIn(a, email, password)).cookie;
    const changed = await call(
      a,
      'auth.changePassword',
      { currentPassword: password, newPassword: 'switcher pass 2', confirmNewPassword: 'switcher pass 2' },
      onA,
    );
    expect(changed.status).toBe(200);
    // Every other session of the account ended, including the one on B.
    expect(await read(b, 'auth.session', onB)).toMatchObject({ result: { data: { user: null } } });
    expect(await read(b, 'bills.listMine', onB, { page: 1, pageSize: 20 })).toMatchObject({
      error: { message: 'Please sign in.' },
    });
  });
});
