// Settings → Online payments as the admin's screen asks for it: on or off, test or live, the webhook
// address and events to register, and "Test connection" with the provider's answer in words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callerAs,
  createAccount,
  createTestDatabase,
  createTestDeps,
  type TestDatabase,
} from '../../../test/harness.js';
import { type StripeStandIn, startStripeStandIn } from '../../../test/stripe-stand-in/index.js';
import { ONLINE_PAYMENT_UNAVAILABLE, type PaymentGateway } from '../gateway.js';
import { WEBHOOK_EVENTS } from '../webhook-events.js';

let t: TestDatabase;
let stripe: StripeStandIn;

beforeAll(async () => {
  t = await createTestDatabase();
  stripe = await startStripeStandIn();
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

async function asAdmin(gateway: PaymentGateway | null = stripe.gateway({ timeoutMs: 300 })) {
  const deps = createTestDeps(t, { gateway });
  return callerAs(deps, await createAccount(t.db, 'admin'));
}

describe('online payments settings', () => {
  it('shows them on, in test mode, with the webhook address and the events to send', async () => {
    const admin = await asAdmin();
    expect(await admin.onlinePayments.settings()).toEqual({
      enabled: true,
      mode: 'test',
      webhookUrl: 'http://localhost:3000/webhooks/stripe',
      events: [...WEBHOOK_EVENTS],
    });
  });

  it('shows them off, still with the address and events to register (that is how the webhook secret is had)', async () => {
    const admin = await asAdmin(null);
    expect(await admin.onlinePayments.settings()).toEqual({
      enabled: false,
      mode: null,
      webhookUrl: 'http://localhost:3000/webhooks/stripe',
      events: [...WEBHOOK_EVENTS],
    });
  });

  it('tells the live mode from live keys', async () => {
    const live = { ...stripe.gateway(), mode: 'live' as const };
    const admin = await asAdmin(live);
    expect((await admin.onlinePayments.settings()).mode).toBe('live');
  });

  it('tests the connection and says what it found', async () => {
    const admin = await asAdmin();
    expect(await admin.onlinePayments.testConnection()).toEqual({
      ok: true,
      message: 'Connected to Stripe account "Palaestra stand-in" (test mode).',
    });
  });

  it('says so when Stripe is down or slow, without failing the request', async () => {
    const admin = await asAdmin();
    stripe.failNext('error');
    expect(await admin.onlinePayments.testConnection()).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Stripe could not be reached/),
    });
    stripe.failNext('timeout');
    expect(await admin.onlinePayments.testConnection()).toMatchObject({ ok: false });
  });

  it('refuses to test while online payments are off', async () => {
    const admin = await asAdmin(null);
    await expect(admin.onlinePayments.testConnection()).rejects.toMatchObject({
      code: 'PRECONDITION_FAILED',
      message: ONLINE_PAYMENT_UNAVAILABLE,
    });
  });
});
