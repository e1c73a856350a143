// How attendance copes with a big gym's check-ins (the seed's: about 2,000,000 in the last year): the
// attendance report over a year, 30 days and 7 days (first call, then the median of warm ones), each
// of its queries alone, the desk's list of today's check-ins, and a check-in by member code through
// the tRPC caller. "Today" is the day of the latest check-in, and the clock a minute after it.
//   npm run seed && npx tsx scripts/bench/attendance.ts      (DATA_DIR or DATABASE_URL, as for the app)
// It runs on the database as configured, without a copy, so it works on PostgreSQL as well: its own
// desk check-ins (and their events, and its sign-in session) are removed afterwards, and the hour of
// attendance totals they were counted in is put back as it was.
import { performance } from 'node:perf_hooks';
import { CompiledQuery } from 'kysely';
import { buildApp } from '../../src/server/app.js';
import { describeDatabase, loadConfig } from '../../src/server/config.js';
import { oldestOverdueDueDate } from '../../src/server/features/billing/bills.service.js';
import {
  attendanceByDayQuery,
  attendanceByHourQuery,
  attendanceMembersQuery,
} from '../../src/server/features/reports/reports.queries.js';
import { ManualClock } from '../../src/server/test/manual-clock.js';
import { createContextInner } from '../../src/server/trpc/context.js';
import { createCaller } from '../../src/server/trpc/router.js';
import { addDays, dayRangeInstants, wallTimeInZone } from '../../src/shared/calendar.js';

const WARM_RUNS = 10;
const DESK_MEMBERS = 50;

const config = loadConfig();
const clock = new ManualClock();
const app = await buildApp(config, { logger: false, clientDir: null, clock });
const { db } = app.deps;
const { timeZone, checkinGraceDays } = await app.deps.settings.current();
const benchStarted = new Date().toISOString();

function ms(t: number): string {
  return `${t.toFixed(1)} ms`;
}

/** 'median …, max …' of a list of times. */
function spread(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  return `median ${ms(sorted[Math.floor(sorted.length / 2)] ?? 0).padStart(10)}, max ${ms(sorted.at(-1) ?? 0)}`;
}

async function time(call: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await call();
  return performance.now() - t0;
}

/** The first call's time, then the median and the slowest of `runs` more. */
async function timed(label: string, call: () => Promise<unknown>, runs = WARM_RUNS): Promise<number> {
  const first = await time(call);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await time(call));
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  console.log(`${label.padEnd(44)} first ${ms(first).padStart(10)}, median ${ms(median).padStart(10)}`);
  return median;
}

const deskCheckIns: { memberId: string; at: string }[] = [];
let snapshot: { day: string; hour: number; row: { checkIns: number; firstVisits: number } | undefined } | undefined;
let sessionId: string | undefined;
try {
  const latest = await db
    .selectFrom('checkIns')
    .select((eb) => eb.fn.max('checkedInAt').as('at'))
    .executeTakeFirstOrThrow();
  if (!latest.at) throw new Error('No check-ins here: run `npm run seed` first.');
  const now = new Date(new Date(latest.at).getTime() + 60_000);
  clock.set(now);
  const { date: today, hour } = wallTimeInZone(now, timeZone);
  const rangeOf = (days: number) => ({ startDate: addDays(today, -(days - 1)), endDate: today });
  const year = rangeOf(365);
  const counted = await db
    .selectFrom('checkIns')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('day', '>=', year.startDate)
    .where('day', '<=', year.endDate)
    .executeTakeFirstOrThrow();
  console.log(`${describeDatabase(config.database)}, today ${today} (clock ${now.toISOString()}, ${timeZone})`);
  console.log(`Check-ins in the last 365 days (${year.startDate} – ${year.endDate}): ${Number(counted.n)}`);

  const admin = await db.selectFrom('users').select('id').where('role', '=', 'admin').executeTakeFirstOrThrow();
  const { session } = await app.deps.sessions.create(admin.id);
  sessionId = session.id;
  const auth = await app.deps.sessions.validate(session.id);
  const caller = createCaller(createContextInner({ deps: app.deps, session: auth?.session, user: auth?.user }));

  // The year first, while nothing is cached in this process.
  for (const days of [365, 30, 7]) {
    const range = rangeOf(days);
    await timed(`reports.attendance, ${days} days`, () => caller.reports.attendance(range));
    const report = await caller.reports.attendance(range);
    console.log(`  ${report.checkIns} check-ins, ${report.members} members, ${report.byDay.length} days listed`);
  }
  for (const days of [365, 30, 7]) {
    const range = rangeOf(days);
    const { from, to } = dayRangeInstants(range.startDate, range.endDate, timeZone);
    await timed(`  by day (attendance_hours), ${days} days`, () => attendanceByDayQuery(db, range).execute());
    await timed(`  by hour (attendance_hours), ${days} days`, () => attendanceByHourQuery(db, range).execute());
    await timed(`  distinct members (EXISTS probes), ${days} days`, () =>
      attendanceMembersQuery(db, from.toISOString(), to.toISOString()).execute(),
    );
  }
  const { from, to } = dayRangeInstants(year.startDate, year.endDate, timeZone);
  const members = attendanceMembersQuery(db, from.toISOString(), to.toISOString()).compile();
  const explain = config.database.dialect === 'sqlite' ? 'explain query plan ' : 'explain (analyze, buffers) ';
  const plan = await db.executeQuery(CompiledQuery.raw(explain + members.sql, [...members.parameters]));
  console.log('Plan of the distinct-members query, 365 days:');
  for (const row of plan.rows as Record<string, unknown>[]) {
    console.log(`  ${String(row['QUERY PLAN'] ?? row.detail ?? JSON.stringify(row))}`);
  }

  const list: { items: unknown[]; total?: number } = await caller.checkIns.today();
  const shown = `${list.items.length} listed${list.total === undefined ? '' : ` of ${list.total}`}`;
  await timed(`checkIns.today (${shown})`, () => caller.checkIns.today());

  // Members the desk lets in: active, no bill open (so none overdue; "open and overdue" as a filter
  // here would walk the bills by due date for every member), not in within the last hour.
  const hourAgo = new Date(now.getTime() - 3_600_000).toISOString();
  const people = await db
    .selectFrom('memberships')
    .select(['userId', 'memberCode'])
    .where('status', '=', 'active')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('bills')
            .select('bills.id')
            .whereRef('bills.memberId', '=', 'memberships.userId')
            .where('bills.status', '=', 'open'),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('checkIns')
            .select('checkIns.id')
            .whereRef('checkIns.memberId', '=', 'memberships.userId')
            .where('checkIns.checkedInAt', '>=', hourAgo),
        ),
      ),
    )
    .orderBy('memberCode')
    .limit(DESK_MEMBERS)
    .execute();
  const row = await db
    .selectFrom('attendanceHours')
    .select(['checkIns', 'firstVisits'])
    .where('day', '=', today)
    .where('hour', '=', hour)
    .executeTakeFirst();
  snapshot = { day: today, hour, row };
  const times: number[] = [];
  const outcomes = new Map<string, number>();
  for (const person of people) {
    const t0 = performance.now();
    const answer = await caller.checkIns.checkIn({ text: person.memberCode });
    times.push(performance.now() - t0);
    outcomes.set(answer.outcome, (outcomes.get(answer.outcome) ?? 0) + 1);
    if (answer.outcome === 'checked_in') deskCheckIns.push({ memberId: answer.memberId, at: answer.at });
  }
  const kinds = [...outcomes].map(([outcome, n]) => `${n} ${outcome}`).join(', ');
  console.log(`${`checkIns.checkIn by code, ${times.length} members`.padEnd(44)} ${spread(times)} (${kinds})`);
  // The step of a check-in that reads the most: whether a bill is overdue past the grace days.
  const graceDay = addDays(today, -checkinGraceDays);
  const checks: number[] = [];
  for (const person of people) checks.push(await time(() => oldestOverdueDueDate(db, person.userId, graceDay)));
  console.log(`${'  of which the overdue-bill check'.padEnd(44)} ${spread(checks)}`);
} finally {
  await undoDeskCheckIns();
  if (sessionId) await app.deps.sessions.invalidate(sessionId);
  await app.close();
}

/** Leaves the database as the bench found it. */
async function undoDeskCheckIns(): Promise<void> {
  if (!snapshot) return;
  const { day, hour, row } = snapshot;
  await db.transaction().execute(async (tx) => {
    for (const { memberId, at } of deskCheckIns) {
      await tx.deleteFrom('checkIns').where('memberId', '=', memberId).where('checkedInAt', '=', at).execute();
    }
    if (row) await tx.updateTable('attendanceHours').set(row).where('day', '=', day).where('hour', '=', hour).execute();
    else await tx.deleteFrom('attendanceHours').where('day', '=', day).where('hour', '=', hour).execute();
    await tx
      .deleteFrom('events')
      .where('type', '=', 'admin.checked_in')
      .where('createdAt', '>=', benchStarted)
      .where('subject', 'in', deskCheckIns.map((c) => c.memberId).concat(['']))
      .execute();
  });
}
