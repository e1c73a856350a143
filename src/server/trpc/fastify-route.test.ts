// The API route as an HTTP caller meets it: JSON answers whole and with their length (so big ones
// are compressed and small ones are not), batches, streamed batches, and bodies tRPC cannot read.
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { billFixture, insertTestBills } from '../test/fixtures.js';
import { createAccount } from '../test/harness.js';
import { APP_ORIGIN, errorOf, mutate, sessionCookie, startApp, type TestApp } from '../test/http.js';

let started: TestApp;
beforeEach(async () => {
  started = await startApp();
});
afterEach(() => started.close());

/** `count` calls of site.settings in one batch: about 100 bytes of answer each. */
function settingsBatch(count: number): string {
  const paths = Array.from({ length: count }, () => 'site.settings').join(',');
  return `/trpc/${paths}?batch=1&input=${encodeURIComponent('{}')}`;
}

describe('the tRPC route', () => {
  it('sends a JSON answer whole, with its length', async () => {
    const response = await started.app.inject({ method: 'GET', url: '/trpc/site.settings' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['transfer-encoding']).toBeUndefined();
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.json()).toMatchObject({ result: { data: { timeZone: expect.any(String) } } });
  });

  it('compresses an answer of 1 KB or more for a client that accepts brotli, and leaves a small one alone', async () => {
    const member = await createAccount(started.app.deps.db, 'member');
    await insertTestBills(
      started.app.deps.db,
      Array.from({ length: 20 }, () =>
        billFixture(member.id, { amountCents: 4000, description: 'Monthly membership' }),
      ),
    );
    const cookie = sessionCookie(
      await mutate(started.app, 'auth.signIn', { email: member.email, password: member.password }),
    );
    const page = encodeURIComponent(JSON.stringify({ page: 1, pageSize: 20 }));
    const big = await started.app.inject({
      method: 'GET',
      url: `/trpc/bills.listMine?input=${page}`,
      headers: { cookie, 'accept-encoding': 'br' },
    });
    const small = await started.app.inject({
      method: 'GET',
      url: '/trpc/site.settings',
      headers: { 'accept-encoding': 'br' },
    });

    expect(big.headers['content-encoding']).toBe('br');
    const answer = JSON.parse(zlib.brotliDecompressSync(big.rawPayload).toString('utf8'));
    expect(answer.result.data.items).toHaveLength(20);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ result: { data: { timeZone: expect.any(String) } } });
  });

  it('streams a batch to a client that asks for JSON lines (httpBatchStreamLink), chunked and without a length', async () => {
    // Over a real socket: a length beside chunked encoding is what HTTP clients refuse, and inject
    // does not parse the framing.
    const address = await started.app.listen({ host: '127.0.0.1', port: 0 });

    const response = await fetch(`${address}${settingsBatch(2)}`, { headers: { 'trpc-accept': 'application/jsonl' } });
    const body = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBeNull();
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    expect(body.match(/"timeZone"/g)).toHaveLength(2);
  });

  it('answers a body that is not JSON with a bad request, and signs nobody in', async () => {
    const response = await started.app.inject({
      method: 'POST',
      url: '/trpc/auth.signIn',
      headers: { origin: APP_ORIGIN, 'content-type': 'application/json' },
      payload: '{"email": "a@b.c", "password": ',
    });

    expect(response.statusCode).toBe(400);
    expect(errorOf(response).data.code).toBe('BAD_REQUEST');
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});
