// Runs the seed's steps on the database the configuration names, after migrating it. The command
// line (scripts/seed.ts) and the test call this.
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { hashPassword } from '../../src/server/auth/password.js';
import { type Config, describeDatabase } from '../../src/server/config.js';
import { type NativeHandle, openDatabase } from '../../src/server/db/database.js';
import { migrateToLatest } from '../../src/server/db/migrate.js';
import type { Db } from '../../src/server/db/schema.js';
import { createSettingsStore } from '../../src/server/features/settings/settings.store.js';
import { systemClock } from '../../src/server/lib/clock.js';
import { addDays, dateInZone, startOfDay } from '../../src/shared/calendar.js';
import { count, type SeedContext, SeedError, type SeedOptions } from './context.js';
import { SeedDays } from './days.js';
import { idFactory, randomStream } from './random.js';
import { SEED_STEPS } from './steps.js';
import { DEMO_DOMAIN, emailPart } from './vocabulary.js';
import { createWriter } from './writer.js';

/** Every demo member and pending registration signs in with this. */
export const MEMBER_PASSWORD = 'demo password';

/** The tables whose rows the summary counts. */
const COUNTED = [
  'users',
  'members',
  'memberships',
  'plans',
  'member_requests',
  'bills',
  'payments',
  'receipt_counters',
  'records',
  'equipment',
  'notifications',
  'check_ins',
  'attendance_hours',
  'classes',
  'class_sessions',
  'bookings',
] as const;

export interface SeedResult {
  rows: Record<(typeof COUNTED)[number], number>;
  seconds: number;
  /** One member's email, to sign in with. */
  sampleMemberEmail: string | undefined;
}

export async function runSeed(config: Config, options: SeedOptions, log: (line: string) => void): Promise<SeedResult> {
  const started = performance.now();
  // The bulk writer holds a connection per table a step writes (three at most), Kysely one more.
  const { db, native } = openDatabase(config.database, { poolSize: 5 });
  try {
    await migrateToLatest(db);
    await refuseIfSeeded(db, options.force, describeDatabase(config.database));
    log(`Seeding ${describeDatabase(config.database)} for ${options.today} (seed ${options.seed})`);
    // The gym's settings as the app will find them: written from the environment, as a first start does.
    const gym = await createSettingsStore({ db, clock: systemClock, seed: config.settingsSeed }).current();
    const ctx: SeedContext = {
      db,
      dialect: native.dialect,
      options,
      gym,
      days: new SeedDays(options.today, gym.timeZone, seedNow(options.today, gym.timeZone)),
      writer: createWriter(native),
      newId: idFactory(),
      passwordHash: await hashPassword(MEMBER_PASSWORD),
      emailFor: emailAllocator(await demoEmails(db)),
      adminId: '',
      plans: [],
      members: [],
    };
    await withBulkSettings(native, async () => {
      try {
        for (const step of SEED_STEPS) {
          const stepStarted = performance.now();
          const summary = await step.run(ctx, randomStream(options.seed, step.name));
          await ctx.writer.finish();
          log(`  ${step.name.padEnd(14)} ${summary} (${secondsSince(stepStarted)} s)`);
        }
      } catch (error) {
        await ctx.writer.abandon();
        throw error;
      }
    });
    await tidyUp(db, native);
    return {
      rows: await countRows(db),
      seconds: Number(secondsSince(started)),
      sampleMemberEmail: ctx.members[0]?.email,
    };
  } finally {
    await db.destroy();
  }
}

async function refuseIfSeeded(db: Db, force: boolean, where: string): Promise<void> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'member')
    .executeTakeFirstOrThrow();
  const members = Number(row.n);
  if (members > 0 && !force) {
    throw new SeedError(
      `${where} already has ${count(members)} members; the seed adds its own beside them.\n` +
        'Run with --force to seed it anyway, or point DATA_DIR or DATABASE_URL at a new database.',
    );
  }
}

/** The seed's "now": the real one when seeding for today, else the end of the chosen day. */
function seedNow(today: string, timeZone: string): number {
  const now = new Date();
  if (dateInZone(now, timeZone) === today) return now.getTime();
  return startOfDay(addDays(today, 1), timeZone).getTime() - 1000;
}

/** Addresses the demo already used, so a `--force` run picks new ones (emails are unique). */
async function demoEmails(db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom('users').select('email').where('email', 'like', `%@${DEMO_DOMAIN}`).execute();
  return new Set(rows.flatMap((row) => (row.email === null ? [] : [row.email])));
}

function emailAllocator(taken: Set<string>): SeedContext['emailFor'] {
  let number = 0;
  return (first, last) => {
    let email: string;
    do {
      number += 1;
      email = `${emailPart(first)}.${emailPart(last)}.${number}@${DEMO_DOMAIN}`;
    } while (taken.has(email));
    taken.add(email);
    return email;
  };
}

/**
 * Durability is traded for speed while the seed runs: a crash mid-seed leaves a half-seeded demo
 * database, not lost customer data. SQLite skips fsync (synchronous = OFF) and gets a bigger page
 * cache for the bills' eight indexes, both set back afterwards whatever happens. (On PostgreSQL the
 * writer's connections commit without waiting for the log flush; see writer.ts.)
 */
async function withBulkSettings(native: NativeHandle, work: () => Promise<void>): Promise<void> {
  if (native.dialect === 'postgres') return work();
  native.sqlite.pragma('synchronous = OFF');
  native.sqlite.pragma('cache_size = -262144');
  try {
    await work();
  } finally {
    native.sqlite.pragma('synchronous = FULL');
    native.sqlite.pragma('cache_size = -2000');
  }
}

/**
 * SQLite: fold the write-ahead log back into the database file, so it does not stay the size of a
 * batch. PostgreSQL: vacuum and gather statistics now, as autovacuum would later, so the app's first
 * queries on a million bills are planned with them, and index-only scans (the attendance report's
 * probe per member) need not visit the table to learn that freshly loaded rows are visible.
 */
async function tidyUp(db: Db, native: NativeHandle): Promise<void> {
  if (native.dialect === 'sqlite') native.sqlite.pragma('wal_checkpoint(TRUNCATE)');
  else await sql`vacuum analyze`.execute(db);
}

async function countRows(db: Db): Promise<SeedResult['rows']> {
  const rows = {} as SeedResult['rows'];
  for (const table of COUNTED) {
    const result = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db);
    rows[table] = Number(result.rows[0]?.n ?? 0);
  }
  return rows;
}

function secondsSince(start: number): string {
  return ((performance.now() - start) / 1000).toFixed(1);
}
