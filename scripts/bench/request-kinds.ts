// What each member and desk request kind costs the server's process in CPU on a big gym: the calls
// each page sends on load (or the one a button sends), through the app's router exactly as the HTTP
// handler calls it, as the median over many members of the batch's CPU time (process.cpuUsage).
//   tsx scripts/bench/request-kinds.ts [rounds, 200] <sqlite:DATA_DIR | postgres://…> [--each]
// Run it on a COPY of the demo gym: building the app migrates the database, and the desk's kinds
// write (check-ins, 1-cent payments).
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import { findMemberCode } from '../../src/server/features/memberships/memberships.service.js';
import { createContextInner } from '../../src/server/trpc/context.js';
import { createCaller } from '../../src/server/trpc/router.js';

const args = process.argv.slice(2).filter((a) => a !== '--each');
const ROUNDS = /^\d+$/.test(args[0] ?? '') ? Number(args.shift()) : 200;
const target = args[0] ?? `sqlite:${process.env.DATA_DIR ?? './data'}`;
const env = target.startsWith('sqlite:')
  ? { ...process.env, DATABASE_URL: undefined, DATA_DIR: target.slice('sqlite:'.length) }
  : { ...process.env, DATABASE_URL: target };
const config = loadConfig(env);
const app = await buildApp(config, { logger: false, clientDir: null });
const { deps } = app;
const { db } = deps;

type Caller = ReturnType<typeof createCaller>;
async function callerOf(userId: string): Promise<Caller> {
  const { session } = await deps.sessions.create(userId);
  const auth = await deps.sessions.validate(session.id);
  return createCaller(createContextInner({ deps, session: auth?.session, user: auth?.user, ip: '127.0.0.1' }));
}

/** Members who owe something (so bills, payments and a balance are on their pages), oldest first. */
const owing = await db
  .selectFrom('users')
  .innerJoin('memberships', 'memberships.userId', 'users.id')
  .select(['users.id', 'users.name'])
  .where('users.role', '=', 'member')
  .where('memberships.status', '=', 'active')
  .where('users.balanceCents', '>', 0)
  .orderBy('users.id')
  .limit(ROUNDS)
  .execute();
const admin = await db.selectFrom('users').select('id').where('role', '=', 'admin').executeTakeFirstOrThrow();
const desk = await callerOf(admin.id);
const members = await Promise.all(owing.map(async (m) => ({ ...m, caller: await callerOf(m.id) })));
const codes = await Promise.all(owing.map(async (m) => (await findMemberCode(db, m.id)) as string));
const openBills = await Promise.all(
  owing.map(
    async (m) =>
      (
        await db
          .selectFrom('bills')
          .select('id')
          .where('memberId', '=', m.id)
          .where('status', '=', 'open')
          .executeTakeFirstOrThrow()
      ).id,
  ),
);

type Member = (typeof members)[number];

/** What /member asks for on load. */
async function dashboardOpen({ caller }: Member): Promise<void> {
  await Promise.all([
    caller.memberHome.get(),
    caller.checkIns.myCode(),
    caller.bills.balanceMine(),
    caller.bills.listMine({ page: 1, pageSize: 10 }),
    caller.payments.listMine({ page: 1, pageSize: 10 }),
    caller.notifications.listMine(),
    caller.notifications.unreadCountMine(),
    caller.equipment.listOutOfOrder({ page: 1, pageSize: 10 }),
  ]);
}
const kinds: [string, (m: Member, i: number) => Promise<unknown>][] = [
  // The first open of each member draws their code's QR image; a second open finds it drawn.
  ['member: dashboard open', dashboardOpen],
  ['member: dashboard reopen', dashboardOpen],
  ['member: bills page 2', ({ caller }) => caller.bills.listMine({ page: 2, pageSize: 10 })],
  ['member: payments page 2', ({ caller }) => caller.payments.listMine({ page: 2, pageSize: 10 })],
  ['member: class schedule', ({ caller }) => caller.bookings.upcoming({ limit: 20 })],
  ["member: today's workout", ({ caller }) => caller.workouts.today()],
  [
    'member: training page',
    ({ caller }) =>
      Promise.all([
        caller.ptServices.list(),
        caller.trainers.publicList(),
        caller.ptBooking.mine({ when: 'upcoming', page: 1, pageSize: 20 }),
      ]),
  ],
  ['desk: check in by code', (_m, i) => desk.checkIns.checkIn({ text: codes[i] as string })],
  ['desk: search by name', (m) => desk.checkIns.checkIn({ text: m.name.split(' ')[0] as string })],
  [
    'desk: record payment',
    (_m, i) => desk.bills.recordPayment({ billId: openBills[i] as string, amount: '0.01', method: 'cash' }),
  ],
  [
    'desk: member page',
    ({ id }) =>
      Promise.all([
        desk.memberPage.get({ userId: id }),
        desk.memberPage.history({ userId: id, limit: 20 }),
        desk.memberPage.checkIns({ userId: id, limit: 20 }),
        desk.memberPage.bookings({ userId: id, when: 'upcoming', page: 1, pageSize: 10 }),
        desk.bills.listForMember({ status: 'all', memberId: id, limit: 10 }),
        desk.payments.balanceOf({ memberId: id }),
        desk.passes.forMember({ memberId: id }),
        desk.pauses.forMember({ userId: id }),
        desk.memberNotes.list({ userId: id, limit: 20 }),
      ]),
  ],
];

// With --each, the calls of the two big batches one by one as well, to see which one costs.
if (process.argv.includes('--each')) {
  kinds.push(
    ['  memberHome.get', ({ caller }) => caller.memberHome.get()],
    ['  checkIns.myCode (2nd)', ({ caller }) => caller.checkIns.myCode()],
    ['  bills.balanceMine', ({ caller }) => caller.bills.balanceMine()],
    ['  bills.listMine', ({ caller }) => caller.bills.listMine({ page: 1, pageSize: 10 })],
    ['  payments.listMine', ({ caller }) => caller.payments.listMine({ page: 1, pageSize: 10 })],
    ['  notifications.listMine', ({ caller }) => caller.notifications.listMine()],
    ['  notifications.unread', ({ caller }) => caller.notifications.unreadCountMine()],
    ['  equipment.outOfOrder', ({ caller }) => caller.equipment.listOutOfOrder({ page: 1, pageSize: 10 })],
    ['  memberPage.get', ({ id }) => desk.memberPage.get({ userId: id })],
    ['  memberPage.history', ({ id }) => desk.memberPage.history({ userId: id, limit: 20 })],
    ['  memberPage.checkIns', ({ id }) => desk.memberPage.checkIns({ userId: id, limit: 20 })],
    [
      '  memberPage.bookings',
      ({ id }) => desk.memberPage.bookings({ userId: id, when: 'upcoming', page: 1, pageSize: 10 }),
    ],
    ['  bills.listForMember', ({ id }) => desk.bills.listForMember({ status: 'all', memberId: id, limit: 10 })],
    ['  payments.balanceOf', ({ id }) => desk.payments.balanceOf({ memberId: id })],
    ['  passes.forMember', ({ id }) => desk.passes.forMember({ memberId: id })],
    ['  pauses.forMember', ({ id }) => desk.pauses.forMember({ userId: id })],
    ['  memberNotes.list', ({ id }) => desk.memberNotes.list({ userId: id, limit: 20 })],
  );
}

try {
  console.log(`${config.database.dialect}: ${members.length} members who owe, one call batch each per kind`);
  for (const [name, work] of kinds) {
    // A warm-up on the last member, then each member once: CPU per batch.
    await work(members[members.length - 1] as Member, members.length - 1);
    const cpus: number[] = [];
    for (let i = 0; i < members.length - 1; i++) {
      const before = process.cpuUsage();
      await work(members[i] as Member, i);
      const used = process.cpuUsage(before);
      cpus.push((used.user + used.system) / 1000);
    }
    cpus.sort((a, b) => a - b);
    const at = (q: number) => (cpus[Math.floor(q * (cpus.length - 1))] as number).toFixed(2);
    console.log(`${name.padEnd(26)} cpu median ${at(0.5)} ms   p90 ${at(0.9)} ms`);
  }
} finally {
  await app.close();
}
