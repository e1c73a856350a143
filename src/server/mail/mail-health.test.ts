import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, silentLog, type TestDatabase } from '../test/harness.js';
import { startApp, type TestApp } from '../test/http.js';
import { ManualClock } from '../test/manual-clock.js';
import { planOf, recordingDatabase } from '../test/query-plan.js';
import { MAIL_STUCK_AFTER_MS, mailHealth } from './mail-health.js';
import { deliverDueMail, MAIL_JOB, queueMail } from './mail-queue.js';
import type { Mailer, MailMessage } from './mailer.js';

const SECOND = 1000;
let clock: ManualClock;
beforeEach(() => {
  clock = new ManualClock('2026-11-22T09:00:00.000Z');
});

const hello = (to: string): MailMessage => ({ to, subject: 'Hello', text: `Hello ${to}` });

describe('GET /healthz when no mail goes out', () => {
  let started: TestApp;
  afterEach(() => started.close());

  it('says mail is stuck once a message has waited over 15 minutes, and ok again once it is sent', async () => {
    started = await startApp({}, { clock }); // no sender runs until the test runs it
    const { app } = started;
    const mail = async () => {
      const response = await app.inject({ method: 'GET', url: '/healthz' });
      expect(response.statusCode).toBe(200); // a mail server is not fixed by restarting Palaestra
      expect(response.json()).toMatchObject({ status: 'ok', database: 'ok' });
      return response.json().mail;
    };
    await queueMail(app.deps.db, hello('ann@gym.test'), clock.now());

    clock.advance(MAIL_STUCK_AFTER_MS);
    expect(await mail()).toEqual({ status: 'ok', queued: 1, failedLastDay: 0, oldestDueSeconds: 900 });
    clock.advance(SECOND);
    expect(await mail()).toEqual({ status: 'stuck', queued: 1, failedLastDay: 0, oldestDueSeconds: 901 });

    await app.deps.background.runNow(MAIL_JOB);
    expect(await mail()).toEqual({ status: 'ok', queued: 0, failedLastDay: 0, oldestDueSeconds: null });
  });
});

describe('mail health', () => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await createTestDatabase();
  });
  afterEach(() => t.close());

  it('calls a backlog that keeps going out slow, not stuck', async () => {
    for (const to of ['ann@gym.test', 'bob@gym.test', 'cat@gym.test']) await queueMail(t.db, hello(to), clock.now());
    clock.advance(MAIL_STUCK_AFTER_MS + 60 * SECOND);
    // The first message goes out at once; the second is held until the test lets it go.
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let holding = () => {};
    const secondHeld = new Promise<void>((resolve) => {
      holding = resolve;
    });
    let sends = 0;
    const slow: Mailer = {
      destination: 'smtp',
      async send() {
        sends += 1;
        if (sends === 2) {
          holding();
          await gate;
        }
      },
      close() {},
    };
    const renderers = { password_reset: async () => null, invitation: async () => null };
    const settings = { current: async () => ({ name: 'Your Gym' }) };
    const run = deliverDueMail({ db: t.db, mailer: slow, clock, log: silentLog, renderers, settings });
    await secondHeld;

    // The third message has waited 16 minutes, but the first went out just now.
    expect(await mailHealth(t.db, clock.now())).toEqual({
      status: 'ok',
      queued: 2,
      failedLastDay: 0,
      oldestDueSeconds: 960,
    });
    release();
    await expect(run).resolves.toMatchObject({ sent: 3 });
  });

  it('reads mail_queue only through its indexes, stuck or not', async () => {
    await queueMail(t.db, hello('ann@gym.test'), clock.now());
    clock.advance(MAIL_STUCK_AFTER_MS + SECOND); // so the "sent lately?" lookup runs too
    const recording = recordingDatabase(t.native);

    expect(await mailHealth(recording.db, clock.now())).toMatchObject({ status: 'stuck' });

    expect(recording.statements).toHaveLength(5);
    for (const statement of recording.statements) {
      const plan = await planOf(t.db, { compile: () => statement });
      expect(plan.fullScans, plan.text).toEqual([]);
      expect(
        plan.searches.filter((s) => s.startsWith('mail_queue:mail_queue_status_')),
        plan.text,
      ).toHaveLength(1);
    }
  });
});
