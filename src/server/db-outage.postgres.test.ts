import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from './test/databases.js';
import { killServerProcesses, type Replica, startReplica } from './test/server-process.js';
import { startTcpProxy, type TcpProxy } from './test/tcp-proxy.js';

const ADMIN = { email: 'owner@gym.test', password: 'owner password 1' };
const UNREACHABLE = 'The server cannot reach its database right now. Please try again in a moment.';

let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
let admin: pg.Client;
const cleanups: (() => Promise<void> | void)[] = [];

beforeAll(async () => {
  database = await createPostgresDatabase();
  admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
});

afterAll(async () => {
  await killServerProcesses();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await admin.end();
  await database.drop();
});

type Server = Replica;

/** The URL of the test's database, through the relay when one is given. */
function urlVia(proxy?: TcpProxy): string {
  const url = new URL(database.url);
  if (proxy) url.port = String(proxy.port);
  return url.toString();
}

async function start(databaseUrl: string, ready = true): Promise<Server> {
  const replica = await startReplica(databaseUrl, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  if (ready) await replica.process.waitForLine(/Palaestra is running/);
  return replica;
}

async function call(server: Server, procedure: string, input: unknown, cookie: string) {
  const response = await fetch(`${server.url}/trpc/${procedure}`, {
    method: 'POST',
    headers: { origin: server.origin, 'content-type': 'application/json', cookie },
    body: JSON.stringify(input),
  });
  const body = (await response.json()) as { error?: { message: string } };
  return { status: response.status, message: body.error?.message, retryAfter: response.headers.get('retry-after') };
}

async function signIn(server: Server): Promise<string> {
  const response = await fetch(`${server.url}/trpc/auth.signIn`, {
    method: 'POST',
    headers: { origin: server.origin, 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(response.status).toBe(200);
  return (response.headers.getSetCookie().find((c) => c.startsWith('palaestra_session=')) ?? '').split(';')[0] ?? '';
}

async function health(server: Server) {
  const response = await fetch(`${server.url}/healthz`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Polls /healthz until it answers 200 (the database is back and a connection works). */
async function healthy(server: Server): Promise<void> {
  while ((await health(server)).status !== 200) await new Promise((resolve) => setTimeout(resolve, 50));
}

function alive(server: Server): boolean {
  return server.process.child.exitCode === null && server.process.child.signalCode === null;
}

let planCounter = 0;
/** A handful of writes (each a transaction) and reads, all in flight at once. */
function load(server: Server, cookie: string) {
  const writes = [1, 2, 3, 4].map(() =>
    call(server, 'plans.create', { name: `Plan ${++planCounter}`, price: '10.00', period: 'monthly' }, cookie),
  );
  const reads = [1, 2].map(() =>
    fetch(`${server.url}/trpc/plans.list`, { headers: { cookie } }).then((r) => ({ status: r.status })),
  );
  return Promise.all([...writes, ...reads]);
}

describe('the server while its PostgreSQL database fails', () => {
  it('survives 20 rounds of every connection terminated with writes in flight, answering 503 only to those', async () => {
    const server = await start(database.url);
    const cookie = await signIn(server);
    let survived = 0;
    const statuses = new Map<number, number>();
    for (let round = 0; round < 20; round++) {
      const answers = load(server, cookie);
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      for (const answer of await answers) {
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status === 503 && 'message' in answer) expect(answer.message).toBe(UNREACHABLE);
      }
      await healthy(server);
      expect(
        await call(server, 'plans.create', { name: `After ${round}`, price: '1.00', period: 'none' }, cookie),
      ).toMatchObject({ status: 200 });
      if (alive(server)) survived += 1;
    }
    expect(survived).toBe(20);
    // Nothing but success and the database fault's own answer.
    expect([...statuses.keys()].filter((status) => status !== 200 && status !== 503)).toEqual([]);
  }, 120_000);

  it('rides out a restart: 503 with Retry-After while it is down, working again once it is back', async () => {
    const proxy = await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(database.url).port || 5432) });
    cleanups.push(() => proxy.close());
    const server = await start(urlVia(proxy));
    const cookie = await signIn(server);
    for (let restart = 0; restart < 3; restart++) {
      await proxy.goDown();
      const during = await call(
        server,
        'plans.create',
        { name: `Down ${restart}`, price: '1.00', period: 'none' },
        cookie,
      );
      expect(during).toEqual({ status: 503, message: UNREACHABLE, retryAfter: '5' });
      expect(await health(server)).toEqual({ status: 503, body: { status: 'error', database: 'unreachable' } });
      await proxy.comeBack();
      await healthy(server);
      expect(
        await call(server, 'plans.create', { name: `Up ${restart}`, price: '1.00', period: 'none' }, cookie),
      ).toMatchObject({ status: 200 });
      expect(alive(server)).toBe(true);
    }
  }, 60_000);

  it('starts while the database is down: says what it cannot reach, answers 503, and starts once it can', async () => {
    const proxy = await startTcpProxy(
      { host: '127.0.0.1', port: Number(new URL(database.url).port || 5432) },
      { down: true },
    );
    cleanups.push(() => proxy.close());
    const server = await start(urlVia(proxy), false);
    const line = await server.process.waitForLine(/Cannot reach the database/, 2);
    expect(line).toContain(`127.0.0.1:${proxy.port}`);
    expect(line).toContain('ECONNREFUSED');
    expect(server.process.stderr()).toBe('');
    expect(await health(server)).toEqual({ status: 503, body: { status: 'starting', database: 'unreachable' } });
    expect(alive(server)).toBe(true);
    await proxy.comeBack();
    await server.process.waitForLine(/Palaestra is running/);
    expect((await health(server)).status).toBe(200);
    expect(await signIn(server)).toMatch(/^palaestra_session=/);
  }, 60_000);
});
