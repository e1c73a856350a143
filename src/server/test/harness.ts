// Test building blocks: a fresh migrated database per test (SQLite or PostgreSQL, as the test project
// says), the real session layer, accounts of every kind, and callers that act as them through
// createCaller (no HTTP).
import pino from 'pino';
import type { Role } from '../../shared/roles.js';
import type { SettingsSeed } from '../../shared/settings.schemas.js';
import { hashPassword } from '../auth/password.js';
import { createSessionLayer } from '../auth/sessions.js';
import type { DatabaseTarget } from '../config.js';
import { type Dialect, type NativeHandle, openDatabase } from '../db/database.js';
import type { Db } from '../db/schema.js';
import { insertAccount } from '../features/auth/auth.queries.js';
import { startMembership } from '../features/memberships/memberships.service.js';
import type { PaymentGateway } from '../features/online-payments/gateway.js';
import { findDefaultPlan } from '../features/plans/plans.service.js';
import { insertPendingRequest } from '../features/requests/requests.queries.js';
import { updateSettingsRow } from '../features/settings/settings.queries.js';
import { createSettingsStore, type SettingsStore } from '../features/settings/settings.store.js';
import { type CoreDeps, createBackground } from '../jobs.js';
import type { Clock } from '../lib/clock.js';
import { nowIso } from '../lib/ids.js';
import { createMailer, type Mailer } from '../mail/mailer.js';
import { openRateLimitStore, type RateLimitStore } from '../security/rate-limit-store.js';
import { createRateLimits, type RateLimitSettings } from '../security/rate-limits.js';
import { type AppDeps, createContextInner } from '../trpc/context.js';
import { createCaller } from '../trpc/router.js';
import { createTemplateCopy, TEST_DIALECT, tempDir } from './databases.js';
import { ManualClock } from './manual-clock.js';
import { TEST_GYM } from './test-gym.js';

export { billFixture, insertTestBills } from './fixtures.js';
export { TEST_DIALECT, tempDir };

export const silentLog = pino({ level: 'silent' });

export { TEST_GYM };

export interface TestDatabase {
  db: Db;
  dialect: Dialect;
  target: DatabaseTarget;
  /** The driver's own handle. */
  native: NativeHandle;
  /** The rate-limit counters beside this database (one store per test database). */
  limitStore: RateLimitStore;
  /** A temporary folder of this test's own. */
  dir: string;
  close(): Promise<void>;
}

/**
 * A fresh database of this run's dialect as a first start leaves it: migrated, with the settings row
 * (TEST_GYM) and the training library. A copy of the run's template (see template-database.ts).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const empty = await createTemplateCopy();
  const opened = openDatabase(empty.target, { poolSize: 4 });
  const limitStore = openRateLimitStore(empty.target);
  return {
    db: opened.db,
    dialect: opened.dialect,
    target: empty.target,
    native: opened.native,
    limitStore,
    dir: empty.dir,
    async close() {
      await opened.db.destroy();
      await limitStore.close();
      await empty.drop();
    },
  };
}

/** The SQLite file of a test database, for the tests that are about the file itself. */
export function sqliteFileOf(t: Pick<TestDatabase, 'target'>): string {
  if (t.target.dialect !== 'sqlite') throw new Error('this test is about the SQLite file');
  return t.target.file;
}

export function createTestDeps(
  t: Pick<TestDatabase, 'db' | 'limitStore'>,
  options: {
    mailer?: Mailer;
    outboxDir?: string;
    rateLimits?: Partial<RateLimitSettings>;
    clock?: Clock;
    /**
     * The gym's rules (time zone, due days…) as the test needs them: saved to the settings row at
     * this deps' first read, as an admin would in Settings. Without it the row starts as TEST_GYM.
     */
    gym?: SettingsSeed;
    adminEmail?: string;
    /** Online payments (a gateway to the Stripe stand-in); off when left out. */
    gateway?: PaymentGateway | null;
  } = {},
): AppDeps {
  const { db } = t;
  // Starts at the real time, so rows the clock dates sort with rows dated by the database layer.
  const clock = options.clock ?? new ManualClock(new Date());
  const core: CoreDeps = {
    db,
    clock,
    sessions: createSessionLayer(db, { secureCookies: false }),
    mailer:
      options.mailer ??
      createMailer(
        {
          smtpUrl: undefined,
          from: 'no-reply@gym.test',
          outboxDir: options.outboxDir ?? tempDir('palaestra-outbox-'),
        },
        silentLog,
      ),
    limits: createRateLimits(t.limitStore.client, options.rateLimits),
    limitStore: t.limitStore,
    config: { appUrl: new URL('http://localhost:3000'), adminEmail: options.adminEmail },
    settings: testSettingsStore(db, clock, options.gym),
    gateway: options.gateway ?? null,
    log: silentLog,
  };
  // Never started: tests run a job with deps.background.runNow(name) after moving the clock.
  return { ...core, background: createBackground(core) };
}

/** The real settings store, which first saves `gym` over the row when a test asks for particular rules. */
function testSettingsStore(db: Db, clock: Clock, gym: SettingsSeed | undefined): SettingsStore {
  const store = createSettingsStore({ db, clock, seed: gym ?? TEST_GYM });
  if (!gym) return store;
  let saved: Promise<void> | null = null;
  const save = async () => {
    await store.current();
    await updateSettingsRow(db, gym, clock.now());
    store.forget();
  };
  return {
    async current(knownVersion) {
      saved ??= save();
      await saved;
      return store.current(knownVersion);
    },
    forget: () => store.forget(),
  };
}

export interface TestAccount {
  id: string;
  name: string;
  email: string;
  password: string;
  role: Role | null;
}

let accountCounter = 0;
const DEFAULT_PASSWORD = 'correct horse battery';
/** Hashing costs tens of milliseconds by design; tests that make hundreds of accounts share one hash. */
let defaultPasswordHash: Promise<string> | null = null;

function passwordHashFor(password: string): Promise<string> {
  if (password !== DEFAULT_PASSWORD) return hashPassword(password);
  defaultPasswordHash ??= hashPassword(DEFAULT_PASSWORD);
  return defaultPasswordHash;
}

/** An account of the given kind: 'pending' has a pending request and no role, as after sign-up. */
export async function createAccount(
  db: Db,
  kind: Role | 'pending',
  overrides: Partial<Pick<TestAccount, 'name' | 'email' | 'password'>> = {},
): Promise<TestAccount> {
  accountCounter += 1;
  const name = overrides.name ?? `${kind} person ${accountCounter}`;
  const email = overrides.email ?? `${kind}${accountCounter}@gym.test`;
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const role = kind === 'pending' ? null : kind;
  const id = await insertAccount(db, {
    name,
    email,
    passwordHash: await passwordHashFor(password),
    role,
    joinDate: role === null ? null : nowIso(),
  });
  if (kind === 'member') {
    await db.insertInto('members').values({ userId: id, name, email, createdAt: nowIso() }).execute();
    const today = nowIso().slice(0, 10);
    await startMembership(db, id, await findDefaultPlan(db), { today, now: new Date() });
  }
  if (kind === 'pending') await insertPendingRequest(db, { userId: id, name, email });
  return { id, name, email, password, role };
}

/** A caller acting as the account (with a real session), or as a visitor when no account is given. */
export async function callerAs(deps: AppDeps, account?: TestAccount, ip = '127.0.0.1') {
  if (!account) return createCaller(createContextInner({ deps, ip }));
  const { session } = await deps.sessions.create(account.id);
  const auth = await deps.sessions.validate(session.id);
  return createCaller(createContextInner({ deps, session: auth?.session, user: auth?.user, ip }));
}

export interface RouterTestbed {
  testDb: TestDatabase;
  db: Db;
  deps: AppDeps;
  admin: TestAccount;
  /** The admin's caller. */
  asAdmin: Awaited<ReturnType<typeof callerAs>>;
}

/**
 * What a router test starts from: a fresh migrated database, the app's services (with the test's
 * clock and gym rules, when it gives them) and one admin with their caller.
 */
export async function createRouterTestbed(
  options: { clock?: Clock; gym?: SettingsSeed; admin?: { name?: string; email?: string } } = {},
): Promise<RouterTestbed> {
  const testDb = await createTestDatabase();
  const deps = createTestDeps(testDb, { clock: options.clock, gym: options.gym });
  const admin = await createAccount(testDb.db, 'admin', options.admin);
  return { testDb, db: testDb.db, deps, admin, asAdmin: await callerAs(deps, admin) };
}

export { freePort } from './free-port.js';
