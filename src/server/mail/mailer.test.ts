import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../shared/messages.js';
import {
  callerAs,
  createAccount,
  createTestDatabase,
  createTestDeps,
  silentLog,
  TEST_GYM,
  tempDir,
} from '../test/harness.js';
import { startSilentServer, startUnansweringSmtpServer } from '../test/hung-mail-servers.js';
import { parseMail, resetTokenIn, startSmtpServer, type TestSmtpServer } from '../test/smtp.js';
import { createMailer, type Mailer } from './mailer.js';

const FROM = 'Front Desk <no-reply@gym.test>';

let smtp: TestSmtpServer;
let outboxDir: string;
const mailers: Mailer[] = [];

beforeEach(async () => {
  smtp = await startSmtpServer();
  outboxDir = tempDir('palaestra-outbox-');
});
afterEach(async () => {
  for (const mailer of mailers.splice(0)) mailer.close();
  await smtp.close();
  fs.rmSync(outboxDir, { recursive: true, force: true });
});

function smtpMailer(): Mailer {
  const mailer = createMailer({ smtpUrl: smtp.url, from: FROM, outboxDir }, silentLog);
  mailers.push(mailer);
  return mailer;
}

describe('SMTP mode', () => {
  it('delivers the message with its sender, recipient, subject and body', async () => {
    const arrived = smtp.waitForMessage();

    await smtpMailer().send({ to: 'ann@gym.test', subject: 'Welcome to the gym', text: 'Hello Ann,\nsee you soon.' });

    const mail = await arrived;
    expect(mail.envelopeFrom).toBe('no-reply@gym.test');
    expect(mail.envelopeTo).toEqual(['ann@gym.test']);
    const parsed = parseMail(mail.raw);
    expect(parsed.headers.get('from')).toBe(FROM);
    expect(parsed.headers.get('to')).toBe('ann@gym.test');
    expect(parsed.headers.get('subject')).toBe('Welcome to the gym');
    expect(parsed.body.trim()).toBe('Hello Ann,\nsee you soon.');
    expect(fs.readdirSync(outboxDir)).toEqual([]);
  });

  it("puts the gym's name beside MAIL_FROM's address, quoted or encoded as the name needs", async () => {
    const mailer = smtpMailer();
    const cases: [string, string | RegExp][] = [
      ['Iron Works Gym', 'Iron Works Gym <no-reply@gym.test>'],
      ['Iron "Works", Leeds', '"Iron \\"Works\\", Leeds" <no-reply@gym.test>'],
      ['Zoë’s Gym', /^=\?UTF-8\?[QB]\?.+\?= <no-reply@gym.test>$/],
    ];
    for (const [fromName, header] of cases) {
      const arrived = smtp.waitForMessage();
      await mailer.send({ to: 'ann@gym.test', fromName, subject: 'Hello', text: 'Hello' });
      const mail = await arrived;
      expect(mail.envelopeFrom).toBe('no-reply@gym.test');
      const from = parseMail(mail.raw).headers.get('from') ?? '';
      if (typeof header === 'string') expect(from).toBe(header);
      else expect(from).toMatch(header);
    }
  });

  it('carries a password reset from request to new password, From and about the gym by name', async () => {
    const t = await createTestDatabase();
    try {
      const deps = createTestDeps(t, { mailer: smtpMailer(), gym: { ...TEST_GYM, name: 'Iron Works Gym' } });
      const account = await createAccount(t.db, 'member');
      const caller = await callerAs(deps);

      await expect(caller.auth.requestPasswordReset({ email: account.email })).resolves.toEqual({
        message: MESSAGES.resetSent,
      });
      const mail = await smtp.waitForMessage();
      expect(mail.envelopeTo).toEqual([account.email]);
      const parsed = parseMail(mail.raw);
      expect(parsed.headers.get('from')).toBe('Iron Works Gym <no-reply@gym.test>');
      expect(parsed.headers.get('subject')).toBe('Reset your password for Iron Works Gym');
      expect(parsed.body).toContain('reset the password of your account at Iron Works Gym.');
      expect(parsed.body).not.toContain('Palaestra');
      const token = resetTokenIn(parsed.body);

      await caller.auth.resetPassword({ token, password: 'reset by mail', confirmPassword: 'reset by mail' });
      await expect(caller.auth.signIn({ email: account.email, password: 'reset by mail' })).resolves.toMatchObject({
        redirectTo: '/member',
      });
    } finally {
      await t.close();
    }
  });
});

describe('a mail server that hangs', () => {
  // Short stand-ins for the production limits (seconds), so a hang shows within a test. Silence also
  // counts from the moment of connecting, so the greeting's limit is the shorter one, or a server
  // that never greets could end either way on a busy machine.
  const timeouts = { connectionTimeout: 1_000, greetingTimeout: 300, socketTimeout: 600 };

  it.each([
    ['never sends its greeting', startSilentServer, 'GREETING_TIMEOUT'],
    ['takes the message and never answers it', startUnansweringSmtpServer, 'SOCKET_TIMEOUT'],
  ])('fails the send with a timeout when it %s', async (_hang, start, timeoutType) => {
    const server = await start();
    try {
      const mailer = createMailer({ smtpUrl: server.url, from: FROM, outboxDir, timeouts }, silentLog);
      mailers.push(mailer);
      const started = performance.now();

      const error = await mailer.send({ to: 'ann@gym.test', subject: 'Hello', text: 'Hello Ann' }).catch((e) => e);

      const elapsedMs = performance.now() - started;
      expect(error).toMatchObject({ code: 'ETIMEDOUT', timeoutType });
      // One limit of under a second and slack for a busy machine, far below nodemailer's 30 s / 10 min.
      expect(elapsedMs).toBeLessThan(3_000);
    } finally {
      await server.close();
    }
  });

  it('waits at most 10 s to connect, 10 s for the greeting and 30 s for any answer unless told otherwise', () => {
    const createTransport = vi.spyOn(nodemailer, 'createTransport');
    try {
      smtpMailer();
      expect(createTransport).toHaveBeenCalledWith({
        url: smtp.url,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      });
    } finally {
      createTransport.mockRestore();
    }
  });

  it('takes the limits SMTP_URL sets over its own', async () => {
    const server = await startSilentServer();
    try {
      const mailer = createMailer({ smtpUrl: `${server.url}?greetingTimeout=200`, from: FROM, outboxDir }, silentLog);
      mailers.push(mailer);

      const sent = mailer.send({ to: 'ann@gym.test', subject: 'Hello', text: 'Hello Ann' });

      await expect(sent).rejects.toMatchObject({ code: 'ETIMEDOUT', timeoutType: 'GREETING_TIMEOUT' });
    } finally {
      await server.close();
    }
  });
});

describe('outbox mode (no SMTP_URL)', () => {
  it('writes a complete .eml file and logs its subject and link', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const mailer = createMailer({ smtpUrl: undefined, from: FROM, outboxDir }, log);
    mailers.push(mailer);
    const link = 'http://localhost:3000/reset-password?token=abc123';

    await mailer.send({ to: 'bob@gym.test', subject: 'Reset your password for Your Gym', text: `Open ${link}`, link });

    const files = fs.readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    const file = files[0] ?? '';
    expect(file).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[A-Za-z0-9_-]+\.eml$/);
    const parsed = parseMail(fs.readFileSync(path.join(outboxDir, file), 'utf8'));
    expect(parsed.headers.get('from')).toBe(FROM);
    expect(parsed.headers.get('to')).toBe('bob@gym.test');
    expect(parsed.headers.get('subject')).toBe('Reset your password for Your Gym');
    expect(Number.isNaN(Date.parse(parsed.headers.get('date') ?? ''))).toBe(false);
    expect(parsed.headers.get('message-id')).toMatch(/^<.+@.+>$/);
    expect(parsed.headers.get('mime-version')).toBe('1.0');
    expect(parsed.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(parsed.body.trim()).toBe(`Open ${link}`);

    const entries = lines.map((line) => JSON.parse(line) as { msg: string; mail?: Record<string, string> });
    const written = entries.find((e) => e.msg === 'mail written to outbox');
    expect(written?.mail).toMatchObject({ subject: 'Reset your password for Your Gym', link });
    expect(written?.mail?.file).toBe(path.join(outboxDir, file));
  });

  it("writes the gym's name beside MAIL_FROM's address, as SMTP mode does", async () => {
    const mailer = createMailer({ smtpUrl: undefined, from: FROM, outboxDir }, silentLog);
    mailers.push(mailer);

    await mailer.send({ to: 'bob@gym.test', fromName: 'Iron Works Gym', subject: 'Hi', text: 'Hi' });

    const [file = ''] = fs.readdirSync(outboxDir);
    const parsed = parseMail(fs.readFileSync(path.join(outboxDir, file), 'utf8'));
    expect(parsed.headers.get('from')).toBe('Iron Works Gym <no-reply@gym.test>');
  });

  it('creates the outbox folder when it does not exist yet', async () => {
    const nested = path.join(outboxDir, 'data', 'outbox');
    const mailer = createMailer({ smtpUrl: undefined, from: FROM, outboxDir: nested }, silentLog);
    mailers.push(mailer);

    await mailer.send({ to: 'c@gym.test', subject: 'Hi', text: 'Hi' });

    expect(fs.readdirSync(nested)).toHaveLength(1);
  });
});
