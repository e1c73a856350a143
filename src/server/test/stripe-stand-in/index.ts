// A local stand-in for Stripe's API (issue 23): a plain node:http server on 127.0.0.1 that the
// official `stripe` library talks to when STRIPE_API_URL points at it (our adapter turns that into
// the library's host/port/protocol). It answers the endpoints the adapter uses with the shapes of
// Stripe's API reference (api.ts), serves a hosted checkout page (hosted-page.ts), and sends signed
// webhook events to a target (webhooks.ts). Tests steer it: fail or hang the next calls, decline
// cards, hold webhook events to reorder or repeat them.
//
//   const stripe = await startStripeStandIn({ webhookTarget: 'http://127.0.0.1:3000/webhooks/stripe' });
//   const gateway = stripe.gateway();            // createStripeGateway pointed at it
//   ...
//   await stripe.close();
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StripeConfig } from '../../config.js';
import type { PaymentGateway } from '../../features/online-payments/gateway.js';
import { createStripeGateway, type StripeGatewayOptions } from '../../payments/stripe/stripe-gateway.js';
import { handleApi } from './api.js';
import { type ApiContext, DECLINE_MESSAGE, type PaymentEventOrder, publicView } from './api-context.js';
import { type CompleteOutcome, completeSession, expireSession } from './checkout-sessions.js';
import { parseForm } from './form.js';
import { hostedPage } from './hosted-page.js';
import { newId, ObjectStore, StripeApiError, type StripeObject } from './objects.js';
import { settleRefund } from './refunds.js';
import { type Delivery, Outbox, type StripeEvent, signedDelivery } from './webhooks.js';

export { DECLINE_MESSAGE, type Delivery, type PaymentEventOrder, type StripeEvent, type StripeObject, signedDelivery };

export type FailureMode =
  /** 500 api_error (with Stripe-Should-Retry: false, so the library gives up at once). */
  | 'error'
  /** No answer until close(); the library's own retry of that call hangs too. */
  | 'timeout'
  /** The call is carried out, then no answer comes (a lost answer: a retry with the same key replays it). */
  | 'lost';

export interface StandInOptions {
  /** Default: a free port. */
  port?: number;
  /** Where webhook events go (e.g. http://127.0.0.1:3000/webhooks/stripe); none: they are held. */
  webhookTarget?: string | null;
  secretKey?: string;
  publishableKey?: string;
  webhookSecret?: string;
  /** The stand-in's clock for `created` fields and signature timestamps (tests: the app's clock). */
  now?: () => Date;
  /** Order of a checkout payment's two events; default payment-first (out of order for us). */
  paymentEventOrder?: PaymentEventOrder;
}

export interface ApiRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  status: number | null;
}

export interface StripeStandIn {
  /** http://127.0.0.1:<port> */
  url: string;
  /** The configuration to give the app (STRIPE_* as loadConfig reads them). */
  config: StripeConfig;
  /** STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_URL for loadConfig. */
  env: Record<string, string>;
  secretKey: string;
  webhookSecret: string;
  /** createStripeGateway pointed at the stand-in (timeoutMs default 5 s here). */
  gateway(options?: StripeGatewayOptions): PaymentGateway;
  setWebhookTarget(url: string | null): void;
  setClock(now: () => Date): void;
  /** The next `count` API calls fail this way (hosted pages are not affected). */
  failNext(mode: FailureMode, count?: number): void;
  /** Every card payment declined (true) or not (false). */
  declineCards(on?: boolean): void;
  /** The next `count` card payments are declined. */
  declineNext(count?: number): void;
  setPaymentEventOrder(order: PaymentEventOrder): void;
  /** New refunds stay 'pending' until settleRefund (default: they succeed at once). */
  pendRefunds(on?: boolean): void;
  settleRefund(refundId: string, outcome: 'succeeded' | 'failed'): Promise<void>;
  /** Events are kept, not sent, until releaseWebhooks (or taken with takeHeldEvents). */
  holdWebhooks(): void;
  releaseWebhooks(): Promise<void>;
  /** The held events, handed over: the test delivers them in any order, as often as it likes. */
  takeHeldEvents(): StripeEvent[];
  /** Sends events (freshly signed) to the target, in the given order, `times` times each. */
  deliver(events: StripeEvent | StripeEvent[], options?: { times?: number }): Promise<void>;
  /** Resolves when every delivery started so far is done. */
  whenDelivered(): Promise<void>;
  /** Every event made so far (sent, held or taken), oldest first; optionally of one type. */
  events(type?: string): StripeEvent[];
  deliveries(): Delivery[];
  /** Every API call received, oldest first. */
  requests(): ApiRequest[];
  /** A Stripe object by id, as the API would show it. */
  object(id: string): StripeObject | undefined;
  /** Presses "Pay" / "Save card" on a session's hosted page, without a browser. */
  completeCheckout(sessionId: string): Promise<CompleteOutcome>;
  expireCheckout(sessionId: string): Promise<void>;
  close(): Promise<void>;
}

interface Stored {
  method: string;
  path: string;
  body: string;
  status: number;
  answer: unknown;
}

export async function startStripeStandIn(options: StandInOptions = {}): Promise<StripeStandIn> {
  const secretKey = options.secretKey ?? `sk_test_${newId('standin').slice(8)}`;
  const publishableKey = options.publishableKey ?? `pk_test_${newId('standin').slice(8)}`;
  const webhookSecret = options.webhookSecret ?? `whsec_${newId('standin').slice(8)}`;
  let now = options.now ?? (() => new Date());
  let order: PaymentEventOrder = options.paymentEventOrder ?? 'payment-first';
  let declineAll = false;
  let declines = 0;
  let pending = false;
  const failures: FailureMode[] = [];
  /** Calls left hanging by 'timeout', each absorbing the library's one retry of it. */
  const hungCalls = new Map<string, number>();
  const idempotent = new Map<string, Stored>();
  const requests: ApiRequest[] = [];
  const store = new ObjectStore();
  const outbox = new Outbox(webhookSecret, () => now());
  outbox.setTarget(options.webhookTarget ?? null);

  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const ctx: ApiContext = {
    store,
    outbox,
    now: () => now(),
    baseUrl: url,
    takeDecline() {
      if (declineAll) return true;
      if (declines > 0) {
        declines -= 1;
        return true;
      }
      return false;
    },
    paymentEventOrder: () => order,
    refundsPending: () => pending,
  };

  server.on('request', (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const target = new URL(req.url ?? '/', url);
      const method = req.method ?? 'GET';
      const work = target.pathname.startsWith('/v1/')
        ? answerApi(method, target, body, req.headers, res)
        : answerPage(method, target.pathname, res);
      work.catch((error: unknown) => {
        if (!res.headersSent) {
          sendJson(res, 500, { error: { type: 'api_error', message: `Stand-in failure: ${String(error)}` } });
        }
      });
    });
  });

  function sendJson(res: http.ServerResponse, status: number, answer: unknown, headers: Record<string, string> = {}) {
    res.writeHead(status, {
      'content-type': 'application/json',
      'request-id': newId('req'),
      ...headers,
    });
    res.end(JSON.stringify(answer, null, 2));
  }

  async function answerApi(
    method: string,
    target: URL,
    body: string,
    headers: http.IncomingHttpHeaders,
    res: http.ServerResponse,
  ): Promise<void> {
    const path = target.pathname;
    const idempotencyKey = header(headers['idempotency-key']);
    const record: ApiRequest = { method, path, idempotencyKey, status: null };
    requests.push(record);
    const send = (status: number, answer: unknown, extra: Record<string, string> = {}) => {
      record.status = status;
      sendJson(res, status, answer, extra);
    };
    const bearer = header(headers.authorization)?.replace(/^Bearer /, '') ?? '';
    if (bearer !== secretKey) {
      // As Stripe words it: the key that was sent, all but its last four characters masked.
      send(401, {
        error: { type: 'authentication_error', message: `Invalid API Key provided: ${masked(bearer)}` },
      });
      return;
    }
    const callKey = `${method} ${path} ${idempotencyKey ?? ''}`;
    const retriesLeft = hungCalls.get(callKey) ?? 0;
    if (retriesLeft > 0) {
      hungCalls.set(callKey, retriesLeft - 1);
      return; // the library's retry of a call that timed out: it times out too
    }
    const failure = failures.shift();
    if (failure === 'timeout') {
      hungCalls.set(callKey, 1);
      return;
    }
    if (failure === 'error') {
      send(
        500,
        { error: { type: 'api_error', message: 'An unknown error occurred (stand-in: failNext).' } },
        { 'stripe-should-retry': 'false' },
      );
      return;
    }
    if (idempotencyKey) {
      const stored = idempotent.get(idempotencyKey);
      if (stored) {
        if (stored.method !== method || stored.path !== path || stored.body !== body) {
          send(400, {
            error: {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            },
          });
          return;
        }
        if (failure === 'lost') return;
        send(stored.status, stored.answer, { 'idempotent-replayed': 'true' });
        return;
      }
    }
    const params = parseForm(method === 'GET' || method === 'DELETE' ? target.search.slice(1) : body);
    let status = 200;
    let answer: unknown;
    try {
      answer = publicView(handleApi(ctx, { method, path, params, idempotencyKey }));
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      status = error.status;
      answer = { error: error.error };
    }
    // Stripe keeps the result of a call that ran (success or a declined card), not of one refused
    // before it ran (a missing parameter), so a corrected retry with the same key can still run.
    if (idempotencyKey && method === 'POST' && (status === 200 || status === 402)) {
      idempotent.set(idempotencyKey, { method, path, body, status, answer });
    }
    if (failure === 'lost') return;
    send(status, answer);
  }

  async function answerPage(method: string, path: string, res: http.ServerResponse): Promise<void> {
    const match = /^\/pay\/([^/]+)$/.exec(path);
    const session = match?.[1] ? store.get(match[1], 'checkout.session') : undefined;
    const page = (status: number, html: string) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      res.end(html);
    };
    if (!session) {
      page(404, '<!doctype html><html lang="en"><title>Not found</title><main><h1>No such checkout</h1></main></html>');
      return;
    }
    if (method === 'GET') {
      page(200, hostedPage(session));
      return;
    }
    if (method !== 'POST') {
      page(405, '<!doctype html><html lang="en"><title>Not allowed</title></html>');
      return;
    }
    if (session.status !== 'open' && session.status !== 'complete') {
      page(410, hostedPage(session));
      return;
    }
    const outcome = await completeSession(ctx, session.id);
    if (outcome.status === 'declined') {
      page(402, hostedPage(session, DECLINE_MESSAGE));
      return;
    }
    res.writeHead(303, { location: outcome.successUrl });
    res.end();
  }

  const config: StripeConfig = { secretKey, publishableKey, webhookSecret, apiUrl: new URL(url) };

  return {
    url,
    config,
    env: {
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_PUBLISHABLE_KEY: publishableKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: url,
    },
    secretKey,
    webhookSecret,
    gateway: (gatewayOptions = {}) => createStripeGateway(config, { timeoutMs: 5_000, ...gatewayOptions }),
    setWebhookTarget: (target) => outbox.setTarget(target),
    setClock(clock) {
      now = clock;
    },
    failNext(mode, count = 1) {
      for (let i = 0; i < count; i += 1) failures.push(mode);
    },
    declineCards(on = true) {
      declineAll = on;
    },
    declineNext(count = 1) {
      declines += count;
    },
    setPaymentEventOrder(next) {
      order = next;
    },
    pendRefunds(on = true) {
      pending = on;
    },
    settleRefund: (refundId, outcome) => settleRefund(ctx, refundId, outcome),
    holdWebhooks: () => outbox.hold(),
    releaseWebhooks: () => outbox.release(),
    takeHeldEvents: () => outbox.take(),
    deliver(events, deliverOptions = {}) {
      const list = Array.isArray(events) ? events : [events];
      const times = deliverOptions.times ?? 1;
      return outbox.deliver(list.flatMap((event) => Array.from({ length: times }, () => event)));
    },
    whenDelivered: () => outbox.idle(),
    events: (type) => outbox.made.filter((event) => type === undefined || event.type === type),
    deliveries: () => [...outbox.deliveries],
    requests: () => [...requests],
    object(id) {
      for (const kind of [
        'customer',
        'checkout.session',
        'payment_intent',
        'setup_intent',
        'payment_method',
        'refund',
      ]) {
        const found = store.get(id, kind);
        if (found) return publicView(found);
      }
      return undefined;
    },
    completeCheckout: (sessionId) => completeSession(ctx, sessionId),
    expireCheckout: (sessionId) => expireSession(ctx, sessionId),
    async close() {
      await outbox.idle();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function masked(key: string): string {
  const prefix = /^(sk|rk|pk)_(test|live)_/.exec(key)?.[0] ?? '';
  return `${prefix}${'*'.repeat(Math.max(0, key.length - prefix.length - 4))}${key.slice(-4)}`;
}

function header(value: string | string[] | undefined): string | null {
  if (value === undefined) return null;
  return Array.isArray(value) ? (value[0] ?? null) : value;
}
