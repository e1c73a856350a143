// A connection on which nothing moves is let go: a client that asks for a large answer and never
// reads it (its receive window full) holds a socket and the answer's buffers only until the idle
// timeout. Idle keep-alive connections between requests keep their own, separate timeout.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_TIMEOUTS } from './app.js';
import { tempDir } from './test/harness.js';
import { startApp, type TestApp } from './test/http.js';

const IDLE_MS = 400;
// Far more than the kernel buffers both ends together hold on loopback (a few MB), so the server
// is still writing when the client's window fills.
const LARGE_FILE_BYTES = 32 * 1024 * 1024;

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The app serving a client folder with one large file, listening on a loopback port. */
async function listeningAppWithLargeFile(): Promise<{ app: TestApp['app']; port: number }> {
  const clientDir = tempDir('palaestra-client-');
  cleanups.push(() => fs.rmSync(clientDir, { recursive: true, force: true }));
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>test</title>');
  fs.writeFileSync(path.join(clientDir, 'large.bin'), Buffer.alloc(LARGE_FILE_BYTES, 7));
  const started = await startApp({}, { clientDir, timeouts: { idleMs: IDLE_MS } });
  cleanups.push(() => started.close());
  await started.app.listen({ port: 0, host: '127.0.0.1' });
  return { app: started.app, port: (started.app.server.address() as net.AddressInfo).port };
}

/** A raw connection that reads nothing until told to. */
async function connect(port: number): Promise<net.Socket> {
  const socket = net.connect(port, '127.0.0.1');
  socket.pause();
  cleanups.push(() => void socket.destroy());
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return socket;
}

/** Resolves with the milliseconds until the server closes its end of the next connection, or 'still open'. */
function serverSideClose(app: TestApp['app'], deadlineMs: number): Promise<number | 'still open'> {
  return new Promise((resolve) => {
    app.server.once('connection', (socket: net.Socket) => {
      const opened = performance.now();
      const deadline = setTimeout(() => resolve('still open'), deadlineMs);
      socket.once('close', () => {
        clearTimeout(deadline);
        resolve(performance.now() - opened);
      });
    });
  });
}

const GET = (url: string) => `GET ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`;

describe('a client that never reads its answer', () => {
  it('has its connection closed once nothing has moved for the idle timeout', async () => {
    const { app, port } = await listeningAppWithLargeFile();
    const closed = serverSideClose(app, 10 * IDLE_MS);
    const socket = await connect(port);

    socket.write(GET('/large.bin'));
    const after = await closed;

    expect(after).not.toBe('still open');
    expect(after).toBeGreaterThanOrEqual(IDLE_MS);
    // What the client can still read is what was on its way when the server let go: a cut answer.
    socket.resume();
    let received = 0;
    socket.on('data', (chunk: Buffer) => {
      received += chunk.length;
    });
    socket.on('error', () => {});
    await new Promise((resolve) => socket.once('close', resolve));
    expect(received).toBeGreaterThan(0);
    expect(received).toBeLessThan(LARGE_FILE_BYTES);
  });
});

describe('an idle keep-alive connection', () => {
  it('is kept past the idle timeout, for the next request', async () => {
    const { port } = await listeningAppWithLargeFile();
    const socket = await connect(port);
    socket.setEncoding('utf8');
    const answer = () =>
      new Promise<string>((resolve) => {
        let text = '';
        const onData = (chunk: string) => {
          text += chunk;
          if (!text.endsWith('</title>')) return;
          socket.off('data', onData);
          resolve(text);
        };
        socket.on('data', onData);
      });
    socket.resume();

    socket.write(GET('/signin'));
    expect(await answer()).toMatch(/^HTTP\/1\.1 200/);
    // Nothing to wait for here but time itself: the point is that it passes without a close.
    await new Promise((resolve) => setTimeout(resolve, 2 * IDLE_MS));
    expect(socket.destroyed).toBe(false);
    socket.write(GET('/signin'));

    expect(await answer()).toMatch(/^HTTP\/1\.1 200/);
  });

  it('ships a 60 s idle timeout, longer than the request timeout, and a 125 s keep-alive timeout', async () => {
    const started = await startApp();
    cleanups.push(() => started.close());

    expect(DEFAULT_TIMEOUTS.idleMs).toBe(60_000);
    expect(started.app.server.timeout).toBe(60_000);
    expect(started.app.server.requestTimeout).toBe(30_000);
    expect(started.app.server.keepAliveTimeout).toBe(125_000);
  });
});
