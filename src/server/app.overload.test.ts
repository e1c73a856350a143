// The real app past capacity: the pressure is set by hand (a manual event-loop gauge), so these
// tests say what callers see, never how fast this machine is.
import { afterEach, describe, expect, it } from 'vitest';
import { OVERLOAD_MESSAGE, REFUSED_BEFORE_RUNNING } from '../shared/overload.js';
import { countRows } from './test/api-error.js';
import { createAccount } from './test/harness.js';
import { APP_ORIGIN, mutate, query, sessionCookie, startApp, type TestApp } from './test/http.js';
import { manualGauge } from './test/manual-gauge.js';

const apps: TestApp[] = [];
afterEach(async () => {
  for (const started of apps.splice(0)) await started.close();
});

async function open() {
  const gauge = manualGauge();
  const clock = { ms: 0 };
  const started = await startApp(
    {},
    { overload: { gauge, now: () => clock.ms, limits: { maxLagMs: 100, lagCountsFromArrivalsPerSecond: 0 } } },
  );
  apps.push(started);
  const { app } = started;
  const signIn = async (kind: 'admin' | 'member') => {
    const account = await createAccount(app.deps.db, kind);
    return sessionCookie(await mutate(app, 'auth.signIn', { email: account.email, password: account.password }));
  };
  return { app, gauge, clock, admin: await signIn('admin'), member: await signIn('member') };
}

const OVERLOADED_LAG = 500;

describe('under pressure', () => {
  it("refuses the admin's report while members are served again after a rush, until it has been calm a while", async () => {
    const { app, gauge, clock, admin, member } = await open();
    gauge.set(OVERLOADED_LAG);
    expect((await query(app, 'bills.balanceMine', { cookie: member })).statusCode).toBe(503);
    gauge.set(0);

    const report = await query(app, 'reports.aging', { cookie: admin });
    const csv = await app.inject({ url: '/reports/aging.csv', headers: { cookie: admin } });
    const memberHome = await query(app, 'bills.balanceMine', { cookie: member });

    expect(report.statusCode).toBe(503);
    expect(report.headers['retry-after']).toMatch(/^\d+$/);
    expect(report.json().error.data).toMatchObject({ code: 'SERVICE_UNAVAILABLE', reason: REFUSED_BEFORE_RUNNING });
    expect(csv.statusCode).toBe(503);
    expect(memberHome.statusCode).toBe(200);

    clock.ms += 10_000;
    const later = await app.inject({ url: '/reports/aging.csv', headers: { cookie: admin } });
    expect(later.statusCode).toBe(200);
    expect(later.headers['content-type']).toMatch(/text\/csv/);
  });

  it('refuses a batched GET as one tRPC error that every call of the batch reads as SERVICE_UNAVAILABLE', async () => {
    const { app, gauge, member } = await open();
    gauge.set(OVERLOADED_LAG);

    const response = await app.inject({
      method: 'GET',
      url: `/trpc/auth.session,bills.balanceMine?batch=1&input=${encodeURIComponent('{}')}`,
      headers: { cookie: member },
    });

    expect(response.statusCode).toBe(503);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    // Not an array: tRPC's batch link hands a lone error to every call of the batch.
    expect(response.json()).toEqual({
      error: {
        message: OVERLOAD_MESSAGE,
        code: -32053,
        data: {
          code: 'SERVICE_UNAVAILABLE',
          httpStatus: 503,
          path: 'auth.session,bills.balanceMine',
          reason: REFUSED_BEFORE_RUNNING,
        },
      },
    });
  });

  it('changes nothing for a refused write, and takes the same write once the pressure drops', async () => {
    const { app, gauge } = await open();
    const usersBefore = await countRows(app.deps.db, 'users');
    const signUp = () =>
      mutate(app, 'auth.signUp', {
        name: 'Rush Hour',
        email: 'rush@gym.test',
        password: 'long enough 1',
        confirmPassword: 'long enough 1',
      });
    gauge.set(OVERLOADED_LAG);

    const refused = await signUp();

    expect(refused.statusCode).toBe(503);
    expect(await countRows(app.deps.db, 'users')).toBe(usersBefore);

    gauge.set(0);
    const accepted = await signUp();

    expect(accepted.statusCode).toBe(200);
    expect(await countRows(app.deps.db, 'users')).toBe(usersBefore + 1);
  });

  it('still answers /healthz, healthy, with the load it is under', async () => {
    const { app, gauge } = await open();
    gauge.set(OVERLOADED_LAG);
    await query(app, 'auth.session');

    const health = await app.inject({ method: 'GET', url: '/healthz', headers: { origin: APP_ORIGIN } });

    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({
      status: 'ok',
      load: { inFlight: 0, heavyInFlight: 0, lagMs: OVERLOADED_LAG, refused: 1 },
    });
  });
});
