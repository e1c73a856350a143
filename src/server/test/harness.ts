// Test building blocks: a fresh migrated SQLite file per test, the real session layer, accounts of
// every kind, and callers that act as them through createCaller (no HTTP).
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { Role } from '../../shared/roles.js';
import { hashPassword } from '../auth/password.js';
import { createSessionLayer } from '../auth/sessions.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import type { Db } from '../db/schema.js';
import { insertAccount } from '../features/auth/auth.queries.js';
import { insertPendingRequest } from '../features/requests/requests.queries.js';
import { nowIso } from '../lib/ids.js';
import { createMailer, type Mailer } from '../mail/mailer.js';
import { createRateLimits, type RateLimitSettings } from '../security/rate-limiter.js';
import { type AppDeps, createContextInner } from '../trpc/context.js';
import { createCaller } from '../trpc/router.js';

export const silentLog = pino({ level: 'silent' });

export function tempDir(prefix = 'gymdesk-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export interface TestDatabase {
  db: Db;
  file: string;
  dir: string;
  close(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const dir = tempDir();
  const file = path.join(dir, 'gymdesk.db');
  const { db } = openDatabase(file);
  await migrateToLatest(db);
  return {
    db,
    file,
    dir,
    async close() {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function createTestDeps(
  db: Db,
  options: { mailer?: Mailer; outboxDir?: string; rateLimits?: RateLimitSettings } = {},
): AppDeps {
  return {
    db,
    sessions: createSessionLayer(db, { secureCookies: false }),
    mailer:
      options.mailer ??
      createMailer(
        {
          smtpUrl: undefined,
          from: 'GymDesk <no-reply@gym.test>',
          outboxDir: options.outboxDir ?? tempDir('gymdesk-outbox-'),
        },
        silentLog,
      ),
    limits: createRateLimits(options.rateLimits),
    config: { appUrl: new URL('http://localhost:3000') },
    log: silentLog,
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

/** An account of the given kind: 'pending' has a pending request and no role, as after sign-up. */
export async function createAccount(
  db: Db,
  kind: Role | 'pending',
  overrides: Partial<Pick<TestAccount, 'name' | 'email' | 'password'>> = {},
): Promise<TestAccount> {
  accountCounter += 1;
  const name = overrides.name ?? `${kind} person ${accountCounter}`;
  const email = overrides.email ?? `${kind}${accountCounter}@gym.test`;
  const password = overrides.password ?? 'correct horse battery';
  const role = kind === 'pending' ? null : kind;
  const id = await insertAccount(db, {
    name,
    email,
    passwordHash: await hashPassword(password),
    role,
    joinDate: role === null ? null : nowIso(),
  });
  if (kind === 'member') {
    await db.updateTable('users').set({ membershipType: 'Standard' }).where('id', '=', id).execute();
    await db.insertInto('members').values({ userId: id, name, email, createdAt: nowIso() }).execute();
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
}

/** What a router test starts from: a fresh migrated database, the app's services and one admin. */
export async function createRouterTestbed(): Promise<RouterTestbed> {
  const testDb = await createTestDatabase();
  const deps = createTestDeps(testDb.db);
  return { testDb, db: testDb.db, deps, admin: await createAccount(testDb.db, 'admin') };
}

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
