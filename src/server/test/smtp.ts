// A real SMTP server on 127.0.0.1 for tests (no TLS, no auth), and a small reader for the messages
// it receives and for the outbox's .eml files.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The whole message as sent (headers and body). */
  raw: string;
  envelopeFrom: string | null;
  envelopeTo: string[];
}

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** The next message not yet taken by an earlier call; waits for it to arrive if need be. */
  waitForMessage(): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiting: Array<(mail: ReceivedMail) => void> = [];
  let taken = 0;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail: ReceivedMail = {
          raw: Buffer.concat(chunks).toString('utf8'),
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
        };
        received.push(mail);
        const next = waiting.shift();
        if (next) {
          taken += 1;
          next(mail);
        }
        callback();
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitForMessage() {
      const ready = received[taken];
      if (ready) {
        taken += 1;
        return Promise.resolve(ready);
      }
      return new Promise((resolve) => waiting.push(resolve));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface ParsedMail {
  headers: Map<string, string>;
  /** The decoded text of a single-part message, or the plain-text part of a text-and-HTML one. */
  body: string;
  /** The decoded HTML part of a text-and-HTML message (the gym's mail layout). */
  html?: string;
}

/** Reads an RFC 822 message: single-part (text only), or multipart/alternative (text and HTML). */
export function parseMail(raw: string): ParsedMail {
  const whole = parsePart(raw);
  const boundary = /boundary="?([^";]+)"?/i.exec(whole.headers.get('content-type') ?? '')?.[1];
  if (!/^multipart\/alternative/i.test(whole.headers.get('content-type') ?? '') || !boundary) return whole;
  const parts = whole.raw
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => parsePart(part.replace(/^\r?\n/, '')));
  const typed = (type: string) => parts.find((part) => (part.headers.get('content-type') ?? '').startsWith(type));
  const text = typed('text/plain');
  if (!text) throw new Error('no text/plain part');
  const html = typed('text/html');
  return { headers: whole.headers, body: text.body, ...(html ? { html: html.body } : {}) };
}

function parsePart(raw: string): ParsedMail & { raw: string } {
  const normalized = raw.replace(/\r\n/g, '\n');
  const split = normalized.indexOf('\n\n');
  if (split < 0) throw new Error('no blank line between headers and body');
  const headers = new Map<string, string>();
  for (const line of normalized
    .slice(0, split)
    .replace(/\n[ \t]+/g, ' ')
    .split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const encoded = normalized.slice(split + 2);
  return { headers, body: decodeBody(encoded, encoding), raw: encoded };
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** The reset token in a mailed /reset-password link. */
export function resetTokenIn(body: string): string {
  const match = /http:\/\/localhost:3000\/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(body);
  if (!match?.[1]) throw new Error(`no reset link in:\n${body}`);
  return decodeURIComponent(match[1]);
}
