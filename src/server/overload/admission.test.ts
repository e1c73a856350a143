// The admission hook on a bare Fastify app whose handlers wait on a gate the test opens, so "busy"
// is a number of requests held open, not a race against the clock.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { OVERLOAD_MESSAGE, REFUSED_BEFORE_RUNNING } from '../../shared/overload.js';
import { manualGauge } from '../test/manual-gauge.js';
import { type AdmissionControl, type AdmissionLimits, registerAdmission } from './admission.js';

interface Gate {
  /** Resolves once `count` handlers are waiting at the gate. */
  reached(count: number): Promise<void>;
  open(): void;
}

function heldRoutes(app: FastifyInstance): Gate {
  let release!: () => void;
  const opened = new Promise<void>((resolve) => {
    release = resolve;
  });
  let waiting = 0;
  const waiters: (() => void)[] = [];
  const handler = async () => {
    waiting += 1;
    for (const wake of waiters.splice(0)) wake();
    await opened;
    return { result: { data: 'served' } };
  };
  app.get('/trpc/:path', handler);
  app.get('/reports/financial.csv', handler);
  app.get('/exports/members.csv', handler);
  app.get('/healthz', async () => ({ status: 'ok' }));
  return {
    async reached(count) {
      while (waiting < count) await new Promise<void>((wake) => waiters.push(wake));
    },
    open: release,
  };
}

const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

function setUp(limits: Partial<AdmissionLimits> = {}) {
  const app = Fastify();
  apps.push(app);
  const gauge = manualGauge();
  const clock = { ms: 0 };
  // The lag counts from the first arrival: these tests send a handful of requests.
  const control: AdmissionControl = registerAdmission(app, {
    limits: { lagCountsFromArrivalsPerSecond: 0, ...limits },
    gauge,
    now: () => clock.ms,
  });
  const gate = heldRoutes(app);
  return { app, gauge, gate, control, clock };
}

describe('past the in-flight limit', () => {
  it('refuses the next request at once with 503, Retry-After and a tRPC error, then serves again once the held ones finish', async () => {
    const { app, gate, control } = setUp({ maxInFlight: 2, retryAfterSeconds: 3 });
    const held = [app.inject('/trpc/memberHome.get'), app.inject('/trpc/bills.listMine')];
    await gate.reached(2);

    const refused = await app.inject('/trpc/memberHome.get');

    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('3');
    expect(refused.json()).toEqual({
      error: {
        message: OVERLOAD_MESSAGE,
        code: -32053,
        data: { code: 'SERVICE_UNAVAILABLE', httpStatus: 503, path: 'memberHome.get', reason: REFUSED_BEFORE_RUNNING },
      },
    });
    expect(control.load()).toMatchObject({ inFlight: 2, refused: 1 });

    gate.open();
    expect((await Promise.all(held)).map((r) => r.statusCode)).toEqual([200, 200]);
    expect(control.load()).toMatchObject({ inFlight: 0, heavyInFlight: 0 });
    expect((await app.inject('/trpc/memberHome.get')).statusCode).toBe(200);
  });

  it('never refuses /healthz, nor counts it', async () => {
    const { app, gate, gauge } = setUp({ maxInFlight: 1 });
    const held = app.inject('/trpc/memberHome.get');
    await gate.reached(1);
    gauge.set(10_000);

    const health = await app.inject('/healthz');

    expect(health.statusCode).toBe(200);
    gate.open();
    await held;
  });
});

describe('heavy requests', () => {
  it('are limited to a few at once while members are still served', async () => {
    const { app, gate } = setUp({ maxInFlight: 100, maxHeavyInFlight: 1, heavyRetryAfterSeconds: 7 });
    const report = app.inject('/reports/financial.csv');
    await gate.reached(1);

    const secondReport = await app.inject('/trpc/reports.financial');
    const member = app.inject('/trpc/memberHome.get');
    await gate.reached(2);

    expect(secondReport.statusCode).toBe(503);
    expect(secondReport.headers['retry-after']).toBe('7');
    gate.open();
    expect((await report).statusCode).toBe(200);
    expect((await member).statusCode).toBe(200);
  });

  it('wait for calm after a rush: refused while members are served again, admitted ten seconds later', async () => {
    const { app, gate, gauge, clock } = setUp({ maxLagMs: 100, heavyCalmMs: 10_000 });
    gate.open();
    gauge.set(150);

    expect((await app.inject('/trpc/memberHome.get')).statusCode).toBe(503);
    expect((await app.inject('/trpc/reports.aging')).statusCode).toBe(503);

    gauge.set(5);
    expect((await app.inject('/trpc/memberHome.get')).statusCode).toBe(200);
    // Members were refused a moment ago: the rush may not be over.
    expect((await app.inject('/trpc/reports.aging')).statusCode).toBe(503);

    clock.ms += 10_000;
    expect((await app.inject('/trpc/reports.aging')).statusCode).toBe(200);
  });
});

describe('the refusal outside tRPC', () => {
  it('is a small page that reloads itself for a browser, and JSON for a download', async () => {
    const { app, gauge } = setUp({ maxLagMs: 100 });
    gauge.set(500);

    const page = await app.inject({ url: '/member', headers: { accept: 'text/html,application/xhtml+xml' } });
    const download = await app.inject('/reports/financial.csv');

    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<meta http-equiv="refresh" content="2">');
    expect(page.body).toContain(OVERLOAD_MESSAGE);
    expect(download.statusCode).toBe(503);
    expect(download.json()).toEqual({
      error: 'Service Unavailable',
      message: OVERLOAD_MESSAGE,
      reason: REFUSED_BEFORE_RUNNING,
    });
  });
});
