// Behind a reverse proxy, an upstream connection the proxy keeps idle must still be open when it
// sends the next request on it: the usual proxies keep theirs up to 60 s (nginx, AWS load balancers)
// and more (Traefik 90 s, Caddy 2 min). This holds one idle for 61 s, with the shipped timeouts, and
// reuses it. It waits in real time because the timeouts are the kernel's and Node's, not our clock's.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIMEOUTS } from './app.js';
import { startApp, type TestApp } from './test/http.js';

const PROXY_IDLE_MS = 61_000;
let started: TestApp;
let port: number;

beforeAll(async () => {
  started = await startApp();
  await started.app.listen({ port: 0, host: '127.0.0.1' });
  port = (started.app.server.address() as net.AddressInfo).port;
});
afterAll(() => started.close());

/** Sends one GET on the socket and resolves with the whole answer (headers and JSON body). */
function get(socket: net.Socket, url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: string) => {
      text += chunk;
      const [head, body] = text.split('\r\n\r\n');
      const length = Number(/content-length: (\d+)/i.exec(head ?? '')?.[1]);
      if (body === undefined || Number.isNaN(length) || Buffer.byteLength(body) < length) return;
      socket.off('data', onData);
      socket.off('close', onClose);
      resolve(text);
    };
    const onClose = () => reject(new Error(`the server closed the connection before answering ${url}`));
    socket.on('data', onData);
    socket.once('close', onClose);
    socket.write(`GET ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`);
  });
}

describe('an idle keep-alive connection behind a reverse proxy', () => {
  it('tells the client it is kept 125 s, longer than the usual proxies keep theirs', async () => {
    const socket = net.connect(port, '127.0.0.1');
    socket.setEncoding('utf8');
    const answer = await get(socket, '/healthz');
    socket.destroy();

    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toMatch(/\r\nKeep-Alive: timeout=125\r\n/i);
    expect(DEFAULT_TIMEOUTS.keepAliveMs).toBeGreaterThan(PROXY_IDLE_MS);
  });

  it(
    'is still open after 61 s of silence and answers the next request on it',
    async () => {
      const socket = net.connect(port, '127.0.0.1');
      socket.setEncoding('utf8');
      let closedAfterMs: number | null = null;
      const opened = performance.now();
      socket.once('close', () => {
        closedAfterMs = performance.now() - opened;
      });
      expect(await get(socket, '/healthz')).toMatch(/^HTTP\/1\.1 200/);

      // Nothing to await but time itself: the point is that the connection outlives a proxy's idle.
      await new Promise((resolve) => setTimeout(resolve, PROXY_IDLE_MS));
      expect(closedAfterMs).toBeNull();

      expect(await get(socket, '/healthz')).toMatch(/^HTTP\/1\.1 200/);
      socket.destroy();
    },
    PROXY_IDLE_MS + 20_000,
  );
});
