// Outgoing mail. With SMTP_URL, real mail through nodemailer; without it, each message is written as
// a complete .eml file under <DATA_DIR>/outbox/ so a self-hoster can try Palaestra with no mail server.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { newId } from '../lib/ids.js';

export interface MailMessage {
  to: string;
  /**
   * The sender's display name: the gym's, filled in by the sender as it sends (so a rename in
   * Settings applies to mail already queued). The address is always MAIL_FROM's.
   */
  fromName?: string;
  subject: string;
  text: string;
  html?: string;
  /** The one link the message exists to deliver; logged in outbox mode so it can be followed. */
  link?: string;
}

export interface Mailer {
  /** Where mail goes, for the start-up line: 'smtp' or the outbox folder. */
  readonly destination: string;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** How long an SMTP send may wait on the mail server, in milliseconds (nodemailer's option names). */
export interface SmtpTimeouts {
  /** Resolving the host and opening the connection, all addresses together. */
  connectionTimeout: number;
  /** From the open connection to the server's greeting. */
  greetingTimeout: number;
  /** Silence from the server at any later step (an answer to a command, to the message). */
  socketTimeout: number;
}

/**
 * nodemailer waits 2 min to connect and 10 min for any answer by default, and the one background
 * sender waits with it, so a hung mail server held up all mail for minutes per message. A relay that
 * is up answers within seconds; a failed send is simply retried by the queue. Values set in SMTP_URL
 * (`?socketTimeout=60000`) take precedence.
 */
export const SMTP_TIMEOUTS: SmtpTimeouts = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
};

/** MAIL_FROM's address: 'Gym <no-reply@gym.example>' → 'no-reply@gym.example'; a bare address as it is. */
export function addressOf(from: string): string {
  return /<([^<>]+)>\s*$/.exec(from)?.[1]?.trim() ?? from.trim();
}

/**
 * Who a message is from: the gym's name at MAIL_FROM's address. nodemailer quotes and encodes the
 * name (commas, quotes, accents), so any gym name is safe in the header. Without a name (a message
 * sent outside the queue), MAIL_FROM as configured.
 */
function senderOf(from: string, fromName: string | undefined) {
  return fromName ? { name: fromName, address: addressOf(from) } : from;
}

export function createMailer(
  options: { smtpUrl: string | undefined; from: string; outboxDir: string; timeouts?: SmtpTimeouts },
  log: FastifyBaseLogger,
): Mailer {
  return options.smtpUrl
    ? createSmtpMailer(options.smtpUrl, options.from, options.timeouts ?? SMTP_TIMEOUTS)
    : createOutboxMailer(options.outboxDir, options.from, log);
}

function createSmtpMailer(smtpUrl: string, from: string, timeouts: SmtpTimeouts): Mailer {
  // With `url`, nodemailer applies the URL's own settings over the other keys.
  const transport = nodemailer.createTransport({ url: smtpUrl, ...timeouts });
  return {
    destination: 'smtp',
    async send(message) {
      await transport.sendMail({
        from: senderOf(from, message.fromName),
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
    close: () => transport.close(),
  };
}

function createOutboxMailer(outboxDir: string, from: string, log: FastifyBaseLogger): Mailer {
  // streamTransport renders the full RFC 822 message (headers, MIME parts) without sending it.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    destination: outboxDir,
    async send(message) {
      const info = await transport.sendMail({
        from: senderOf(from, message.fromName),
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      await fs.mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${newId()}.eml`);
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      // Deliberate: in outbox mode the log is how a self-hoster without mail finds the link.
      log.info({ mail: { file, subject: message.subject, link: message.link } }, 'mail written to outbox');
    },
    close: () => transport.close(),
  };
}
