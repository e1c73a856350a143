import type { KyselyPlugin } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type OpenedDatabase, openDatabase } from '../db/database.js';
import type { Db } from '../db/schema.js';
import { isResetTokenUsable, passwordResetRenderer } from '../features/auth/password-reset.service.js';
import { countRows } from '../test/api-error.js';
import { failInsertsInto } from '../test/faults.js';
import { createAccount, createTestDatabase, silentLog, type TestDatabase } from '../test/harness.js';
import { startSilentServer } from '../test/hung-mail-servers.js';
import { ManualClock } from '../test/manual-clock.js';
import { resetTokenIn, startSmtpServer } from '../test/smtp.js';
import { mailHealth } from './mail-health.js';
import {
  deliverDueMail,
  queueMail,
  queueRequest,
  RETRY_DELAYS_MS,
  SEND_CLAIM_MS,
  type SenderDeps,
} from './mail-queue.js';
import { createMailer, type Mailer, type MailMessage } from './mailer.js';

let t: TestDatabase;
/** A second connection to the same database: another app process. */
let other: OpenedDatabase;
let clock: ManualClock;

beforeEach(async () => {
  t = await createTestDatabase();
  other = openDatabase(t.target, { poolSize: 2 });
  clock = new ManualClock('2026-11-22T09:00:00.000Z');
});
afterEach(async () => {
  await other.db.destroy();
  await t.close();
});

const DAY = 24 * 3_600_000;

function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** A mailer that delivers into `inbox` once `gate` opens; `started` settles when its first send begins. */
function gatedMailer(inbox: MailMessage[], gate: Promise<void>) {
  const first = deferred();
  const mailer = {
    destination: 'smtp',
    started: first.promise,
    async send(message: MailMessage) {
      first.resolve();
      await gate;
      inbox.push(message);
    },
    close() {},
  } satisfies Mailer & { started: Promise<void> };
  return mailer;
}

function senderDeps(db: Db, mailer: Mailer, log = silentLog): SenderDeps {
  return {
    db,
    mailer,
    clock,
    log,
    renderers: {
      password_reset: passwordResetRenderer(new URL('http://localhost:3000')),
      invitation: async () => null,
    },
    settings: { current: async () => ({ name: 'Your Gym' }) },
  };
}

/** A logger that keeps the messages of its warnings and errors. */
function loggerInto(lines: string[]) {
  const keep = (_obj: unknown, msg: string) => void lines.push(msg);
  return Object.assign(Object.create(silentLog), { warn: keep, error: keep }) as typeof silentLog;
}

const statuses = async () =>
  (await t.db.selectFrom('mailQueue').select('status').execute()).map((row) => row.status).sort();

describe('two processes sending at once', () => {
  it('send each message once when the second starts while the first is stuck on a slow mail server', async () => {
    const account = await createAccount(t.db, 'member');
    await queueMail(t.db, { to: 'ann@gym.test', subject: 'Hello', text: 'Hello Ann' }, clock.now());
    await queueRequest(t.db, { kind: 'password_reset', to: account.email }, clock.now());
    await queueMail(t.db, { to: 'cat@gym.test', subject: 'Hello', text: 'Hello Cat' }, clock.now());
    const inbox: MailMessage[] = [];
    const [gateA, gateB] = [deferred(), deferred()];
    const onA = gatedMailer(inbox, gateA.promise);
    const onB = gatedMailer(inbox, gateB.promise);

    const runA = deliverDueMail(senderDeps(t.db, onA));
    await onA.started;
    clock.advance(61_000); // A's one-minute lease lapses mid-send; B takes it over
    const runB = deliverDueMail(senderDeps(other.db, onB));
    await onB.started;
    // A goes through the rest of the batch it read while B is still sending one of those rows.
    gateA.resolve();
    const a = await runA;
    gateB.resolve();
    const b = await runB;

    expect([a.sent, b.sent]).toEqual([2, 1]);
    expect(inbox.map((m) => m.to).sort()).toEqual([account.email, 'ann@gym.test', 'cat@gym.test'].sort());
    // The reset was rendered once: one link made, and it is the one mailed.
    expect(await countRows(t.db, 'passwordResetTokens')).toBe(1);
    const reset = inbox.find((m) => m.to === account.email);
    expect(await isResetTokenUsable({ db: t.db, clock }, resetTokenIn(reset?.text ?? ''))).toBe(true);
    expect(await statuses()).toEqual(['sent', 'sent', 'sent']);
  });

  it('leave a message whose sender died mid-send to the other, once its claim lapses', async () => {
    await queueMail(t.db, { to: 'ann@gym.test', subject: 'Hello', text: 'Hello Ann' }, clock.now());
    const inbox: MailMessage[] = [];
    const dying = gatedMailer(inbox, new Promise<void>(() => {})); // never returns: the process is gone
    void deliverDueMail(senderDeps(t.db, dying));
    await dying.started;
    const survivor = senderDeps(other.db, gatedMailer(inbox, Promise.resolve()));

    expect(await deliverDueMail(survivor)).toMatchObject({ sent: 0 });
    clock.advance(SEND_CLAIM_MS - 1);
    expect(await deliverDueMail(survivor)).toMatchObject({ sent: 0 });
    clock.advance(1);
    expect(await deliverDueMail(survivor)).toMatchObject({ sent: 1 });

    expect(inbox.map((m) => m.to)).toEqual(['ann@gym.test']);
    expect(await statuses()).toEqual(['sent']);
  });
});

describe('a mail server that hangs', () => {
  it('frees the sender within the timeouts and retries each message, which goes out once the server answers', async () => {
    await queueMail(t.db, { to: 'ann@gym.test', subject: 'Hello', text: 'Hello Ann' }, clock.now());
    await queueMail(t.db, { to: 'bob@gym.test', subject: 'Hello', text: 'Hello Bob' }, clock.now());
    const [hung, fixed] = [await startSilentServer(), await startSmtpServer()];
    const smtpTo = (url: string) =>
      createMailer(
        {
          smtpUrl: url,
          from: 'no-reply@gym.test',
          outboxDir: 'unused',
          timeouts: { connectionTimeout: 300, greetingTimeout: 300, socketTimeout: 300 },
        },
        silentLog,
      );
    const [toHung, toFixed] = [smtpTo(hung.url), smtpTo(fixed.url)];
    try {
      const started = performance.now();
      const report = await deliverDueMail(senderDeps(t.db, toHung));

      expect(performance.now() - started).toBeLessThan(5_000); // two 300 ms greetings and slack
      expect(report).toMatchObject({ sent: 0, retrying: 2 });
      const retryAt = new Date(clock.now().getTime() + (RETRY_DELAYS_MS[0] ?? 0)).toISOString();
      const rows = await t.db.selectFrom('mailQueue').select(['status', 'attempts', 'nextAttemptAt']).execute();
      expect(rows).toEqual([
        { status: 'queued', attempts: 1, nextAttemptAt: retryAt },
        { status: 'queued', attempts: 1, nextAttemptAt: retryAt },
      ]);
      expect(await mailHealth(t.db, clock.now())).toMatchObject({ status: 'retrying', queued: 2 });

      clock.advance(RETRY_DELAYS_MS[0] ?? 0);
      expect(await deliverDueMail(senderDeps(t.db, toFixed))).toMatchObject({ sent: 2 });
      expect(fixed.received.map((mail) => mail.envelopeTo).sort()).toEqual([['ann@gym.test'], ['bob@gym.test']]);
    } finally {
      toHung.close();
      toFixed.close();
      await Promise.all([hung.close(), fixed.close()]);
    }
  });
});

/** Fails the first statement that marks a mail row sent, as a dropped connection would. */
function failFirstMarkSent(): KyselyPlugin {
  let failed = false;
  return {
    transformQuery({ node }) {
      const text = JSON.stringify(node);
      if (!failed && node.kind === 'UpdateQueryNode' && text.includes('mail_queue') && text.includes('"sent"')) {
        failed = true;
        throw new Error('connection reset');
      }
      return node;
    },
    transformResult: async ({ result }) => result,
  };
}

describe('a failure to record a delivered reset mail', () => {
  async function deliverResetWith(db: Db, lines: string[]) {
    const account = await createAccount(t.db, 'member');
    await queueRequest(t.db, { kind: 'password_reset', to: account.email }, clock.now());
    const inbox: MailMessage[] = [];
    const mailer = gatedMailer(inbox, Promise.resolve());
    const report = await deliverDueMail(senderDeps(db, mailer, loggerInto(lines)));
    // Long after every retry would have been due, nothing goes out again.
    clock.advance(DAY);
    await deliverDueMail(senderDeps(t.db, mailer));
    return { report, inbox };
  }

  it.each([
    ['marking the row sent fails once', async () => t.db.withPlugin(failFirstMarkSent())],
    [
      'recording the sent event fails',
      async () => {
        await failInsertsInto(t.db, 'events');
        return t.db;
      },
    ],
  ])('neither withdraws the link nor sends it again when %s', async (_failure, sendingDb) => {
    const lines: string[] = [];
    const { report, inbox } = await deliverResetWith(await sendingDb(), lines);

    expect(report).toMatchObject({ sent: 1, retrying: 0 });
    expect(inbox).toHaveLength(1);
    clock.advance(-DAY);
    expect(await isResetTokenUsable({ db: t.db, clock }, resetTokenIn(inbox[0]?.text ?? ''))).toBe(true);
    expect(await statuses()).toEqual(['sent']);
    expect(lines).toHaveLength(1);
  });
});
