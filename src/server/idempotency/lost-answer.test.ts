// The desk's case over real HTTP: "Record Payment" is sent, the connection drops before the answer
// arrives (the payment was recorded all the same), and the desk tries again. With the key the client
// sent the first time, the retry is answered with the first payment's receipt and nothing is recorded
// twice — nine times over, as the outside probe cut nine connections.
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newIdempotencyKey } from '../../shared/idempotency.js';
import { createAccount } from '../test/harness.js';
import { APP_ORIGIN, mutate, sessionCookie, startApp, type TestApp } from '../test/http.js';

let started: TestApp;
let app: FastifyInstance;
let port: number;
let cookie: string;

beforeAll(async () => {
  started = await startApp();
  app = started.app;
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as net.AddressInfo).port;
  const admin = await createAccount(app.deps.db, 'admin');
  cookie = sessionCookie(await mutate(app, 'auth.signIn', { email: admin.email, password: admin.password }));
});
afterAll(() => started.close());

/** Sends the call and cuts the connection before a byte of the answer is read. */
function sendAndHangUp(procedure: string, input: unknown): Promise<void> {
  const body = JSON.stringify(input);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => {
      socket.end(
        `POST /trpc/${procedure} HTTP/1.1\r\nHost: localhost\r\nOrigin: ${APP_ORIGIN}\r\nCookie: ${cookie}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
        () => {
          socket.destroy();
          resolve();
        },
      );
    });
    socket.on('error', reject);
  });
}

async function paymentsOf(billId: string): Promise<number> {
  const rows = await app.deps.db.selectFrom('payments').select('id').where('billId', '=', billId).execute();
  return rows.length;
}

async function post(procedure: string, input: unknown) {
  const response = await fetch(`http://127.0.0.1:${port}/trpc/${procedure}`, {
    method: 'POST',
    headers: { origin: APP_ORIGIN, 'content-type': 'application/json', cookie },
    body: JSON.stringify(input),
  });
  return { status: response.status, body: (await response.json()) as { result?: { data: Record<string, unknown> } } };
}

describe('a payment whose answer was lost', () => {
  it('is recorded once however often the desk retries it with the same key (9 cut connections)', async () => {
    const member = await createAccount(app.deps.db, 'member');
    let duplicated = 0;
    for (let round = 0; round < 9; round++) {
      const bill = await post('bills.create', {
        memberId: member.id,
        amount: '30.00',
        description: `Round ${round}`,
        idempotencyKey: newIdempotencyKey(),
      });
      const billId = String(bill.body.result?.data.id);
      // A part payment: a second one would fit too, so only the key stops it.
      const payment = { billId, amount: '10.00', method: 'card', idempotencyKey: newIdempotencyKey() };
      await sendAndHangUp('bills.recordPayment', payment);
      // The write went ahead without anyone to answer.
      while ((await paymentsOf(billId)) === 0) await new Promise((resolve) => setImmediate(resolve));

      const retry = await post('bills.recordPayment', payment);
      expect(retry.status).toBe(200);
      expect(retry.body.result?.data).toMatchObject({ ok: true, billStatus: 'open', remainingCents: 2000 });
      if ((await paymentsOf(billId)) !== 1) duplicated += 1;
    }
    expect(duplicated).toBe(0);
  });
});
