// buildApp wires the server together and never listens; index.ts starts it, tests inject into it.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { MAX_BATCH_CALLS } from '../shared/api.js';
import { MEMBER_IMPORT_PATH } from '../shared/member-import.schemas.js';
import { createSessionLayer } from './auth/sessions.js';
import { type Config, describeDatabase } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import type { Db } from './db/schema.js';
import { untilDatabaseReady } from './db/wait-for-database.js';
import { answerDatabaseFaults, logDatabaseFault, retryAfterFor } from './fault-answers.js';
import { registerMyDataRoute } from './features/account/my-data.route.js';
import { ensureAdmin } from './features/auth/admin-bootstrap.service.js';
import { registerCalendarFeedRoute } from './features/calendar-feed/calendar-feed.route.js';
import { registerExportRoutes } from './features/exports/exports.route.js';
import { registerMemberImportRoute } from './features/member-import/member-import.route.js';
import type { PaymentGateway } from './features/online-payments/gateway.js';
import { registerStripeWebhookRoute } from './features/online-payments/webhooks/webhook-route.js';
import { registerReportCsvRoutes } from './features/reports/reports.csv-route.js';
import { registerLogoRoute } from './features/settings/settings.logo-route.js';
import { createSettingsStore, type SettingsStore } from './features/settings/settings.store.js';
import { registerTrainerPhotoRoute } from './features/trainers/trainers.photo-route.js';
import { seedTrainingLibrary } from './features/training/training-seed.js';
import { registerHealthRoute } from './health.js';
import { type CoreDeps, createBackground } from './jobs.js';
import { type Clock, systemClock } from './lib/clock.js';
import { genReqId, loggerOptions, QuietProbesLogController } from './logging.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { type AdmissionOptions, registerAdmission } from './overload/admission.js';
import { gatewayFromConfig } from './payments/gateway-from-config.js';
import { registerCsrfGuard } from './security/csrf.js';
import { registerSecurityHeaders } from './security/headers.js';
import { openRateLimitStore } from './security/rate-limit-store.js';
import { createRateLimits, type RateLimitSettings } from './security/rate-limits.js';
import { trustProxyOption } from './security/trust-proxy.js';
import { serveClient } from './serve-client.js';
import { registerStartingGate } from './starting-gate.js';
import type { AppDeps } from './trpc/context.js';
import { registerTrpcRoute } from './trpc/fastify-route.js';
import { contextForRequest } from './trpc/request-context.js';
import { appRouter } from './trpc/router.js';

export interface BuildOptions {
  /** The built client to serve; null serves the API only. Defaults to dist/client when it exists. */
  clientDir?: string | null;
  rateLimits?: Partial<RateLimitSettings>;
  /** Replaces the configured mailer (tests that need mail to fail). */
  mailer?: Mailer;
  /** false silences the log (tests); otherwise pino at config.logLevel. */
  logger?: boolean;
  /** Replaces the system clock (tests that move time). */
  clock?: Clock;
  /** Replaces the payment provider the configuration names (null: online payments off). */
  gateway?: PaymentGateway | null;
  /** Replaces some of the slow-connection limits (tests use short ones). */
  timeouts?: Partial<ConnectionTimeouts>;
  /**
   * true (the server's start): return at once, answer 503 until the database is reachable and
   * migrated, and keep trying meanwhile; app.databaseReady settles when it is. Otherwise (tests,
   * tools) buildApp itself waits for the migrations and throws if the database cannot be reached.
   */
  waitForDatabase?: boolean;
  /** Replaces some of the load-shedding limits, or the event-loop gauge (tests drive the pressure). */
  overload?: AdmissionOptions;
}

export interface ConnectionTimeouts {
  /** A request must arrive whole (headers and body) within this time, or its connection is closed. */
  requestMs: number;
  /** How often Node looks for connections past their time. */
  checkEveryMs: number;
  /**
   * A connection on which no byte moves either way for this long is closed, e.g. a client that
   * stopped reading its answer. Between requests keepAliveMs applies instead.
   */
  idleMs: number;
  /**
   * How long an idle keep-alive connection is kept for its next request. A reverse proxy reuses its
   * upstream connections while they are idle for up to its own limit (nginx and AWS load balancers
   * 60 s, Traefik 90 s, Caddy 2 min); if the server closes first, a request the proxy sends at that
   * moment meets a closed socket and the visitor gets a 502. So the server must wait longer than the
   * proxy, not Node's default of 5 s.
   */
  keepAliveMs: number;
}

/**
 * A request whose headers or body stall is cut after 30 s; Node checks every 5 s, so within 35 s. A
 * client that stops reading is cut after 60 s of silence. An idle keep-alive connection is kept
 * 125 s, past the usual proxies' upstream idle limits. The headers and request timeouts do not need
 * to exceed it: Node (18 and later) starts them when a request's first byte arrives and checks only
 * connections with a request under way, so they never cut an idle connection (app.keep-alive.test.ts
 * reuses one after 61 s of silence).
 */
export const DEFAULT_TIMEOUTS: ConnectionTimeouts = {
  requestMs: 30_000,
  checkEveryMs: 5_000,
  idleMs: 60_000,
  keepAliveMs: 125_000,
};

/**
 * The built client. The built server (dist/server/index.js) sits beside it in dist/; run from source
 * (src/server, under vitest or tsx) it is in the project's dist/.
 */
export const DEFAULT_CLIENT_DIR =
  path.basename(path.dirname(import.meta.dirname)) === 'dist'
    ? path.resolve(import.meta.dirname, '../client')
    : path.resolve(import.meta.dirname, '../../dist/client');

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const app = Fastify({
    // Fastify's default requestTimeout is 0 (never): a client that sends headers and then only part
    // of its body would hold a connection forever.
    serverFactory: (handler) => {
      const server = http.createServer(
        {
          requestTimeout: timeouts.requestMs,
          headersTimeout: timeouts.requestMs,
          connectionsCheckingInterval: timeouts.checkEveryMs,
        },
        handler,
      );
      // Fastify's own keepAliveTimeout (72 s) does not reach a server made here: Node's 5 s would apply.
      server.keepAliveTimeout = timeouts.keepAliveMs;
      return server;
    },
    logger: options.logger === false ? false : loggerOptions(config.logLevel),
    trustProxy: trustProxyOption(config.trustProxy),
    genReqId,
    logController: new QuietProbesLogController(),
    routerOptions: { maxParamLength: 5000 },
    bodyLimit: 1024 * 1024,
  });
  // The request timeout ends once the request has arrived; this one covers the answer. Nothing
  // listens for a socket's 'timeout', so Node destroys one silent for idleMs (a client that stopped
  // reading, its window full), which the default 0 would keep for ever.
  app.server.setTimeout(timeouts.idleMs);
  // First of the onRequest hooks, so a refusal past capacity costs next to nothing.
  const admission = registerAdmission(app, {
    ...options.overload,
    limits: { ...config.overload, ...options.overload?.limits },
  });

  const { db, storage } = openDatabase(config.database, {
    poolSize: config.databasePoolSize,
    onConnectionError: (error) =>
      app.log.warn(
        { err: error },
        'a database connection failed (the server restarted or cut it); it will be replaced',
      ),
  });
  const limitStore = openRateLimitStore(config.database);
  const stopWaiting = new AbortController();
  app.addHook('onClose', async () => {
    stopWaiting.abort();
    await db.destroy();
    await limitStore.close();
  });
  const clock = options.clock ?? systemClock;
  const settings = createSettingsStore({ db, clock, seed: config.settingsSeed });
  const prepare = () => prepareDatabase(db, config, app.log, settings, clock);
  if (options.waitForDatabase) {
    const gate = registerStartingGate(app);
    const ready = untilDatabaseReady(prepare, {
      log: app.log,
      where: describeDatabase(config.database),
      signal: stopWaiting.signal,
    }).then(gate.open);
    // Awaited by index.ts once it listens; a failure before then must not count as unhandled.
    ready.catch(() => {});
    app.decorate('databaseReady', ready);
  } else {
    await prepare();
    app.decorate('databaseReady', Promise.resolve());
  }
  answerDatabaseFaults(app);

  const mailer =
    options.mailer ??
    createMailer(
      { smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox') },
      app.log,
    );
  app.addHook('onClose', async () => mailer.close());

  const core: CoreDeps = {
    db,
    clock,
    sessions: createSessionLayer(db, { secureCookies: config.appUrl.protocol === 'https:' }),
    mailer,
    limits: createRateLimits(limitStore.client, options.rateLimits),
    limitStore,
    config: { appUrl: config.appUrl, adminEmail: config.adminEmail },
    settings,
    gateway: options.gateway !== undefined ? options.gateway : gatewayFromConfig(config.stripe),
    log: app.log,
  };
  const deps: AppDeps = { ...core, background: createBackground(core, config.database) };
  // Before the database closes: a job still running gets to finish.
  app.addHook('onClose', async () => deps.background.stop());
  app.decorate('deps', deps);

  // Answers of 1 KB or more (JSON pages, CSV downloads) go out compressed when the client accepts it.
  // Brotli at quality 4 costs about what gzip does per byte and still packs tighter; the static files
  // carry their own copies, made once at the highest settings.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  registerSecurityHeaders(app, { https: config.appUrl.protocol === 'https:' });
  registerCsrfGuard(app, { allowedOrigins: config.allowedOrigins, prefix: '/trpc' });
  registerHealthRoute(app, { ...deps, storage, load: admission.load });
  registerReportCsvRoutes(app, deps);
  // The members CSV upload is JSON like the API's calls, and guarded the same way.
  registerCsrfGuard(app, { allowedOrigins: config.allowedOrigins, prefix: MEMBER_IMPORT_PATH });
  registerMemberImportRoute(app, deps);
  registerExportRoutes(app, deps);
  registerLogoRoute(app, deps);
  registerTrainerPhotoRoute(app, deps);
  registerStripeWebhookRoute(app, deps);
  registerMyDataRoute(app, deps);
  registerCalendarFeedRoute(app, deps);

  await registerTrpcRoute(app, {
    prefix: '/trpc',
    router: appRouter,
    // Each call in a batch is a procedure run (and may cost a password hash): at most 10 a request.
    maxBatchSize: MAX_BATCH_CALLS,
    createContext: (request, reply) =>
      contextForRequest(deps, request, {
        sendCookie: (cookie) => reply.header('Set-Cookie', cookie.serialized),
        afterResponse: (task) => reply.raw.once('finish', task),
      }),
    onError({ error, path: procedure, ctx }) {
      const log = ctx?.log ?? app.log;
      if (error.code === 'INTERNAL_SERVER_ERROR') log.error({ err: error, procedure }, 'procedure failed');
      if (error.code === 'SERVICE_UNAVAILABLE') logDatabaseFault(log, error.cause, { procedure });
    },
    responseMeta: ({ errors }) => retryAfterFor(errors),
  });

  const clientDir = options.clientDir === undefined ? DEFAULT_CLIENT_DIR : options.clientDir;
  if (clientDir && fs.existsSync(path.join(clientDir, 'index.html'))) serveClient(app, clientDir);
  else app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'Not Found' }));

  return app;
}

/**
 * Migrations, the gym's settings (from the environment, on the first start only), the exercise
 * library and starter programs (training-seed.ts), then the
 * administrator from ADMIN_EMAIL/ADMIN_PASSWORD if there is none yet.
 */
async function prepareDatabase(
  db: Db,
  config: Config,
  log: FastifyBaseLogger,
  settings: SettingsStore,
  clock: Clock,
): Promise<void> {
  await migrateToLatest(db);
  await settings.current();
  // The shipped exercise library and starter programs (one row read when already current).
  await seedTrainingLibrary(db, clock.now());
  if (!config.admin) return;
  const result = await ensureAdmin(db, config.admin);
  if (result === 'email-taken') {
    log.warn({ email: config.admin.email }, 'ADMIN_EMAIL belongs to an existing non-admin account; no admin created');
  } else if (result === 'created') {
    log.info({ email: config.admin.email }, 'administrator account created');
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** Settles once the database is reachable and migrated (see BuildOptions.waitForDatabase). */
    databaseReady: Promise<void>;
  }
}
