import Fastify from 'fastify';
import pino, { type LoggerOptions } from 'pino';
import { describe, expect, it } from 'vitest';
import { genReqId, loggerOptions, redactUrl } from './logging.js';

describe('redactUrl', () => {
  it.each([
    ['/reset-password?token=SECRET123', '/reset-password?token=[redacted]'],
    ['/reset-password?a=1&token=SECRET123&b=2', '/reset-password?a=1&token=[redacted]&b=2'],
    ['/reset-password?TOKEN=SECRET123#top', '/reset-password?TOKEN=[redacted]#top'],
    ['/signin?next=/member', '/signin?next=/member'],
    ['/x?mytoken=keep', '/x?mytoken=keep'],
  ])('turns %s into %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

function capture(level = 'trace') {
  const lines: string[] = [];
  const stream = { write: (line: string) => void lines.push(line) };
  return { lines, options: { ...(loggerOptions(level) as object), stream } };
}

describe('loggerOptions', () => {
  it('censors passwords, tokens and cookies in logged objects', () => {
    const { lines, options } = capture();
    const log = pino(options as LoggerOptions, options.stream);

    log.info({ input: { email: 'a@gym.test', password: 'hunter2-secret' }, reset: { token: 'TOKEN-1' } }, 'x');
    log.info(
      {
        req: {
          id: 'r1',
          method: 'GET',
          url: '/reset-password?token=TOKEN-2',
          headers: { cookie: 'palaestra_session=SESSION-1', authorization: 'Bearer B-1' },
        },
      },
      'y',
    );

    const text = lines.join('\n');
    for (const secret of ['hunter2-secret', 'TOKEN-1', 'TOKEN-2', 'SESSION-1', 'B-1']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('a@gym.test');
    expect(text).toContain('[redacted]');
  });

  it('logs each request with its id, method and a redacted URL', async () => {
    const { lines, options } = capture('info');
    const app = Fastify({ logger: options, genReqId });
    app.get('/reset-password', async () => 'page');
    try {
      await app.inject({
        method: 'GET',
        url: '/reset-password?token=SECRET123',
        headers: { cookie: 'palaestra_session=SESSION-2' },
      });
    } finally {
      await app.close();
    }

    const text = lines.join('\n');
    expect(text).not.toContain('SECRET123');
    expect(text).not.toContain('SESSION-2');
    const incoming = lines.map((l) => JSON.parse(l)).find((e) => e.req?.url);
    expect(incoming.req).toMatchObject({ method: 'GET', url: '/reset-password?token=[redacted]' });
    expect(incoming.reqId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
