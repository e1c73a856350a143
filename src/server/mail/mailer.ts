// Outgoing mail. With SMTP_URL, real mail through nodemailer; without it, each message is written as
// a complete .eml file under <DATA_DIR>/outbox/ so a self-hoster can try GymDesk with no mail server.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { newId } from '../lib/ids.js';

export interface MailMessage {
  to: string;
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

export function createMailer(
  options: { smtpUrl: string | undefined; from: string; outboxDir: string },
  log: FastifyBaseLogger,
): Mailer {
  return options.smtpUrl
    ? createSmtpMailer(options.smtpUrl, options.from)
    : createOutboxMailer(options.outboxDir, options.from, log);
}

function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    destination: 'smtp',
    async send(message) {
      await transport.sendMail({
        from,
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
        from,
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
