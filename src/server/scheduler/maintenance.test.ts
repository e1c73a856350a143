import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { passwordResetRenderer } from '../features/auth/password-reset.service.js';
import { deliverDueMail, queueMail, queueRequest, RETRY_DELAYS_MS } from '../mail/mail-queue.js';
import type { Mailer } from '../mail/mailer.js';
import { createTestDatabase, createTestDeps, silentLog, type TestDatabase } from '../test/harness.js';
import { ManualClock } from '../test/manual-clock.js';
import { FINISHED_MAIL_DAYS, maintenanceJob } from './maintenance.js';

let t: TestDatabase;
let clock: ManualClock;

beforeEach(async () => {
  t = await createTestDatabase();
  clock = new ManualClock('2026-11-22T09:00:00.000Z');
});
afterEach(() => t.close());

const DAY = 24 * 3_600_000;

describe('the maintenance job', () => {
  it('deletes mail finished a month ago — sent, given up or skipped — and keeps younger and queued mail', async () => {
    const delivered: string[] = [];
    const mailer: Mailer = {
      destination: 'smtp',
      send: async (message) => void delivered.push(message.to),
      close() {},
    };
    const failing: Mailer = {
      ...mailer,
      send: async () => {
        throw new Error('connection refused');
      },
    };
    const renderers = {
      password_reset: passwordResetRenderer(new URL('http://localhost:3000')),
      invitation: async () => null,
    };
    const settings = { current: async () => ({ name: 'Your Gym' }) };
    const deliver = (on: Mailer = mailer) =>
      deliverDueMail({ db: t.db, mailer: on, clock, log: silentLog, renderers, settings });

    await queueMail(t.db, { to: 'bob@gym.test', subject: 'Hello', text: 'Hello Bob' }, clock.now());
    await deliver(failing);
    for (const delay of RETRY_DELAYS_MS) {
      clock.advance(delay);
      await deliver(failing);
    }
    await queueMail(t.db, { to: 'ann@gym.test', subject: 'Hello', text: 'Hello Ann' }, clock.now());
    await queueRequest(t.db, { kind: 'password_reset', to: 'nobody@gym.test' }, clock.now());
    await deliver();
    expect(
      (await t.db.selectFrom('mailQueue').select('status').orderBy('toAddress').execute()).map((r) => r.status),
    ).toEqual(['sent', 'failed', 'skipped']);
    clock.advance(FINISHED_MAIL_DAYS * DAY);
    await queueRequest(t.db, { kind: 'password_reset', to: 'ghost@gym.test' }, clock.now());
    await deliver();
    await queueMail(
      t.db,
      { to: 'cat@gym.test', subject: 'Later', text: 'Later' },
      new Date(clock.now().getTime() + DAY),
    );
    clock.advance(1);

    await maintenanceJob(createTestDeps(t, { clock })).run();

    const left = await t.db.selectFrom('mailQueue').select(['toAddress', 'status']).orderBy('toAddress').execute();
    expect(delivered).toEqual(['ann@gym.test']);
    expect(left).toEqual([
      { toAddress: 'cat@gym.test', status: 'queued' },
      { toAddress: 'ghost@gym.test', status: 'skipped' },
    ]);
  });
});
