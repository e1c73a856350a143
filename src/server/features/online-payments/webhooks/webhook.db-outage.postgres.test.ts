// The webhook while the app's PostgreSQL is unreachable (its connections reset, then refused, as in
// a restart or failover; a relay of the test's own is cut, see tcp-proxy.ts): the route answers 500
// and the process lives on; once the database is back, Stripe's redelivery of the same event is
// recorded, once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.js';
import { loadConfig } from '../../../config.js';
import { createEmptyDatabase, type EmptyDatabase } from '../../../test/databases.js';
import { ManualClock } from '../../../test/manual-clock.js';
import { startTcpProxy, type TcpProxy } from '../../../test/tcp-proxy.js';
import { ledgerViolations } from '../ledger-invariants.js';
import { buildScenario } from './ledger-scenarios.testbed.js';
import { deliverOverHttp, type StripePayload, TEST_STRIPE_ENV } from './webhook.testbed.js';

let database: EmptyDatabase;
let proxy: TcpProxy;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  database = await createEmptyDatabase();
  if (database.target.dialect !== 'postgres') throw new Error('a PostgreSQL test');
  const url = new URL(database.target.url);
  proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  url.port = String(proxy.port);
  const config = loadConfig({
    DATA_DIR: database.dir,
    DATABASE_URL: url.toString(),
    LOG_LEVEL: 'silent',
    ...TEST_STRIPE_ENV,
  });
  app = await buildApp(config, { logger: false, clientDir: null, clock: new ManualClock(new Date()) });
});
afterAll(async () => {
  await app.close();
  await proxy.close();
  await database.drop();
});

describe('POST /webhooks/stripe with the database unreachable', () => {
  it('answers 500, stays up, and records the redelivered event once the database is back', async () => {
    const s = await buildScenario(app.deps.db, 'bill-checkout', 'outage');
    const completed = s.events[0] as StripePayload;

    await proxy.goDown();
    const during = await deliverOverHttp(app, completed);
    expect(during.statusCode).toBe(500);
    expect(during.json()).toEqual({ error: 'Internal Server Error', message: 'The event could not be applied yet.' });

    await proxy.comeBack();
    // Stripe redelivers with back-off; the first tries may still meet a connection reset at the cut.
    const answers: number[] = [];
    for (let attempt = 0; attempt < 5 && answers.at(-1) !== 200; attempt++) {
      answers.push((await deliverOverHttp(app, completed)).statusCode);
    }
    expect(answers.at(-1)).toBe(200);
    expect((await deliverOverHttp(app, completed)).statusCode).toBe(200);

    const payments = await app.deps.db
      .selectFrom('payments')
      .select('amountCents')
      .where('memberId', '=', s.memberId)
      .execute();
    expect(payments).toEqual([{ amountCents: 5000 }]);
    expect(await ledgerViolations(app.deps.db)).toEqual([]);
    console.log(
      `Webhook fault table (PostgreSQL): database unreachable  ${during.statusCode}  nothing stored; redelivered: ${answers.join(', ')}; recorded once`,
    );
  });
});
