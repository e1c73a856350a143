// Two app processes on one PostgreSQL database: a change saved in Settings through one applies on the
// other at its very next request — for a visitor of the public site and for a signed-in admin — with
// no restart, and neither keeps serving what it had in memory.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_OPENING_HOURS } from '../../../shared/settings.schemas.js';
import { createPostgresDatabase } from '../../test/databases.js';
import { killServerProcesses, type Replica, startReplica } from '../../test/server-process.js';

const ADMIN = { email: 'owner@gym.test', password: 'owner password 1' };
let a: Replica;
let b: Replica;
let drop: () => Promise<void>;

beforeAll(async () => {
  const database = await createPostgresDatabase();
  drop = database.drop;
  const env = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, GYM_TIMEZONE: 'Europe/London' };
  [a, b] = await Promise.all([startReplica(database.url, env), startReplica(database.url, env)]);
  await Promise.all([a, b].map((server) => server.process.waitForLine(/Palaestra is running/)));
}, 60_000);

afterAll(async () => {
  await killServerProcesses();
  await drop();
});

async function signIn(server: Replica): Promise<string> {
  const response = await fetch(`${server.url}/trpc/auth.signIn`, {
    method: 'POST',
    headers: { origin: server.origin, 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  return (response.headers.getSetCookie().find((c) => c.startsWith('palaestra_session=')) ?? '').split(';')[0] ?? '';
}

async function read(server: Replica, procedure: string, cookie = '') {
  const response = await fetch(`${server.url}/trpc/${procedure}`, { headers: { cookie } });
  return ((await response.json()) as { result: { data: Record<string, unknown> } }).result.data;
}

async function save(server: Replica, procedure: string, input: unknown, cookie: string) {
  const response = await fetch(`${server.url}/trpc/${procedure}`, {
    method: 'POST',
    headers: { origin: server.origin, 'content-type': 'application/json', cookie },
    body: JSON.stringify(input),
  });
  expect(response.status).toBe(200);
}

describe("the gym's settings with two app processes", () => {
  it('saved on one, apply on the other at its next request, public or signed in', async () => {
    const [onA, onB] = [await signIn(a), await signIn(b)];
    // Both processes have their copy in memory.
    expect(await read(b, 'site.settings')).toMatchObject({ name: 'Your Gym', timeZone: 'Europe/London' });
    expect(await read(b, 'settings.get', onB)).toMatchObject({ name: 'Your Gym' });

    await save(a, 'settings.updateGym', { name: 'Harbour Strength', hours: DEFAULT_OPENING_HOURS }, onA);
    expect(await read(b, 'site.settings')).toMatchObject({ name: 'Harbour Strength' });
    expect(await read(b, 'settings.get', onB)).toMatchObject({ name: 'Harbour Strength' });

    const rules = { timeZone: 'Asia/Tokyo', billingDueDays: 5, checkinGraceDays: 10, bookingCancelHours: 6 };
    await save(a, 'settings.updateRules', rules, onA);
    expect(await read(b, 'settings.get', onB)).toMatchObject(rules);
    expect(await read(b, 'site.settings')).toMatchObject({ timeZone: 'Asia/Tokyo', bookingCancelHours: 6 });
  }, 30_000);
});
