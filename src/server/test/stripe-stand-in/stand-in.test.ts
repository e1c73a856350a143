// The Stripe stand-in itself, as the other tests and the browser walk lean on it: its hosted page,
// what "Pay" sends and where it goes next, the controls over webhook deliveries, and Stripe's
// answers to a wrong key, an unknown path and a reused idempotency key.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentGateway } from '../../features/online-payments/gateway.js';
import { type StripeStandIn, startStripeStandIn } from './index.js';

/** A webhook endpoint that keeps what it is sent, and answers 200. */
interface Received {
  type: string;
  signature: string;
  body: string;
}
let received: Received[] = [];
let endpoint: http.Server;
let endpointUrl: string;
let stripe: StripeStandIn;
let gateway: PaymentGateway;
let key = 0;

beforeAll(async () => {
  endpoint = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ type: JSON.parse(body).type, signature: String(req.headers['stripe-signature']), body });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
  endpointUrl = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/webhooks/stripe`;
  stripe = await startStripeStandIn({ webhookTarget: endpointUrl });
  gateway = stripe.gateway();
});
afterEach(() => {
  received = [];
  stripe.setPaymentEventOrder('payment-first');
  stripe.declineCards(false);
});
afterAll(async () => {
  await stripe.close();
  await new Promise((resolve) => endpoint.close(resolve));
});

function paymentPage(amountCents = 11_207) {
  key += 1;
  return gateway.createPaymentPage({
    refs: { checkoutId: `checkout-${key}`, memberId: 'member-1' },
    customerId: null,
    amountCents,
    currency: 'USD',
    description: 'Balance at Iron Temple',
    successUrl: 'http://localhost:3000/member?checkout={CHECKOUT_SESSION_ID}',
    cancelUrl: 'http://localhost:3000/member?cancelled=1',
    idempotencyKey: `stand-in-${key}`,
  });
}

describe('the hosted checkout page', () => {
  it('shows what is paid for, the amount, a Pay button and a way back', async () => {
    const page = await paymentPage();
    const response = await fetch(page.url);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<h1>Balance at Iron Temple<\/h1>/);
    expect(html).toContain('<button type="submit">Pay $112.07</button>');
    expect(html).toContain('<a href="http://localhost:3000/member?cancelled=1">Cancel</a>');
  });

  it('on Pay: sends payment_intent.succeeded, then checkout.session.completed, signed, then goes back', async () => {
    const page = await paymentPage();
    const response = await fetch(page.url, { method: 'POST', redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`http://localhost:3000/member?checkout=${page.sessionId}`);
    // Delivered before the redirect, so the member's return finds them sent.
    expect(received.map((r) => r.type)).toEqual(['payment_intent.succeeded', 'checkout.session.completed']);
    const read = received.map((r) => gateway.readWebhook(Buffer.from(r.body), r.signature, new Date()));
    expect(read.map((event) => event.kind)).toEqual(['payment.succeeded', 'checkout.completed']);
    expect(
      stripe
        .deliveries()
        .slice(-2)
        .map((d) => d.status),
    ).toEqual([200, 200]);
  });

  it('pressing Pay again sends nothing more', async () => {
    const page = await paymentPage();
    await fetch(page.url, { method: 'POST', redirect: 'manual' });
    const again = await fetch(page.url, { method: 'POST', redirect: 'manual' });
    expect(again.status).toBe(303);
    expect(received).toHaveLength(2);
  });

  it('can send the checkout first, as Stripe sometimes does', async () => {
    stripe.setPaymentEventOrder('session-first');
    const page = await paymentPage();
    await stripe.completeCheckout(page.sessionId);
    expect(received.map((r) => r.type)).toEqual(['checkout.session.completed', 'payment_intent.succeeded']);
  });

  it('says a declined card on the page and stays there', async () => {
    stripe.declineCards(true);
    const page = await paymentPage();
    const response = await fetch(page.url, { method: 'POST', redirect: 'manual' });
    expect(response.status).toBe(402);
    expect(await response.text()).toContain('<p role="alert">Your card was declined.</p>');
    expect(received.map((r) => r.type)).toEqual(['payment_intent.payment_failed']);
    expect(stripe.object(page.sessionId)).toMatchObject({ status: 'open' });
  });

  it('offers Save card in setup mode', async () => {
    const { customerId } = await gateway.createCustomer({
      memberId: 'member-1',
      name: 'Ann',
      email: null,
      idempotencyKey: 'stand-in-customer',
    });
    const page = await gateway.createSetupPage({
      refs: { checkoutId: 'checkout-setup', memberId: 'member-1' },
      customerId,
      currency: 'USD',
      successUrl: 'http://localhost:3000/member',
      cancelUrl: 'http://localhost:3000/member',
      idempotencyKey: 'stand-in-setup',
    });
    expect(await (await fetch(page.url)).text()).toContain('<button type="submit">Save card</button>');
    await fetch(page.url, { method: 'POST', redirect: 'manual' });
    expect(received.map((r) => r.type)).toEqual(['checkout.session.completed']);
  });
});

describe('webhook controls', () => {
  it('holds events, hands them over, and delivers them in any order and as often as asked', async () => {
    stripe.holdWebhooks();
    const page = await paymentPage();
    await stripe.completeCheckout(page.sessionId);
    expect(received).toEqual([]);
    const held = stripe.takeHeldEvents();
    expect(held.map((e) => e.type)).toEqual(['payment_intent.succeeded', 'checkout.session.completed']);
    await stripe.deliver([...held].reverse(), { times: 2 });
    expect(received.map((r) => r.type)).toEqual([
      'checkout.session.completed',
      'checkout.session.completed',
      'payment_intent.succeeded',
      'payment_intent.succeeded',
    ]);
    received = [];
    await stripe.releaseWebhooks();
    expect(received).toEqual([]);
  });

  it('keeps events made with no target, to be delivered later', async () => {
    stripe.setWebhookTarget(null);
    const page = await paymentPage();
    await stripe.completeCheckout(page.sessionId);
    stripe.setWebhookTarget(endpointUrl);
    await stripe.releaseWebhooks();
    expect(received.map((r) => r.type)).toEqual(['payment_intent.succeeded', 'checkout.session.completed']);
  });
});

describe('Stripe’s refusals', () => {
  async function raw(path: string, init: RequestInit = {}) {
    const response = await fetch(`${stripe.url}${path}`, init);
    return { status: response.status, body: (await response.json()) as { error?: Record<string, unknown> } };
  }

  it('refuses a wrong key (401), naming it masked as Stripe does', async () => {
    const answer = await raw('/v1/account', { headers: { authorization: 'Bearer sk_test_wrongwrongwrong1234' } });
    expect(answer.status).toBe(401);
    expect(answer.body.error).toMatchObject({ type: 'authentication_error' });
    expect(String(answer.body.error?.message)).toContain('sk_test_***************1234');
    expect(String(answer.body.error?.message)).not.toContain('wrongwrong');
  });

  it('answers an unknown path 404 invalid_request_error', async () => {
    const answer = await raw('/v1/subscriptions', { headers: { authorization: `Bearer ${stripe.secretKey}` } });
    expect(answer).toMatchObject({ status: 404, body: { error: { type: 'invalid_request_error' } } });
  });

  it('refuses an idempotency key used again with other parameters', async () => {
    const headers = {
      authorization: `Bearer ${stripe.secretKey}`,
      'content-type': 'application/x-www-form-urlencoded',
      'idempotency-key': 'reused-key',
    };
    const first = await raw('/v1/customers', { method: 'POST', headers, body: 'name=Ann' });
    const same = await raw('/v1/customers', { method: 'POST', headers, body: 'name=Ann' });
    const other = await raw('/v1/customers', { method: 'POST', headers, body: 'name=Bob' });
    expect(same.body).toEqual(first.body);
    expect(other).toMatchObject({ status: 400, body: { error: { type: 'idempotency_error' } } });
  });

  it('asks for missing parameters by name', async () => {
    const answer = await raw('/v1/refunds', {
      method: 'POST',
      headers: { authorization: `Bearer ${stripe.secretKey}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'amount=100',
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { error: { type: 'invalid_request_error', code: 'parameter_missing', param: 'payment_intent' } },
    });
  });
});
