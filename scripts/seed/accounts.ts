// The people and what they pay for: the administrator, the plans, the members with their memberships,
// and a few registrations waiting for approval.
import { ensureAdmin } from '../../src/server/features/auth/admin-bootstrap.service.js';
import { userSearchKey } from '../../src/server/features/auth/auth.queries.js';
import { dayOfMonthOf } from '../../src/shared/calendar.js';
import { MEMBER_CODE_ALPHABET, MEMBER_CODE_LENGTH } from '../../src/shared/member-code.js';
import type { MembershipStatus } from '../../src/shared/memberships.schemas.js';
import type { PlanPeriod } from '../../src/shared/plans.schemas.js';
import { count, type SeedContext, SeedError, type SeedMember, type SeedPlan, type SeedStep } from './context.js';
import { HISTORY_YEARS } from './days.js';
import { randomStream } from './random.js';
import { nextPeriodAfter, scheduleFrom } from './schedule.js';
import { FIRST_NAMES, LAST_NAMES } from './vocabulary.js';

export const seedAdmin: SeedStep = {
  name: 'admin',
  async run(ctx) {
    const { adminEmail: email, adminPassword: password } = ctx.options;
    const result = await ensureAdmin(ctx.db, { email, password, name: 'Demo Owner' });
    if (result === 'email-taken') throw new SeedError(`${email} already has an account that is not an administrator.`);
    const admin = await ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    ctx.adminId = admin.id;
    return result === 'created' ? `created ${email}` : `${email} (already an administrator)`;
  },
};

/** "Standard" is the migration's default ($0, no recurring bill); the others are the demo's prices. */
const DEMO_PLANS: readonly { name: string; priceCents: number; period: PlanPeriod; weight: number }[] = [
  { name: 'Standard', priceCents: 0, period: 'none', weight: 22 },
  { name: 'Gold', priceCents: 4900, period: 'monthly', weight: 30 },
  { name: 'Silver', priceCents: 2900, period: 'monthly', weight: 26 },
  { name: 'Student', priceCents: 1900, period: 'monthly', weight: 14 },
  { name: 'Annual', priceCents: 39900, period: 'yearly', weight: 8 },
];

export const seedPlans: SeedStep = {
  name: 'plans',
  async run(ctx) {
    let added = 0;
    for (const demo of DEMO_PLANS) {
      const { plan, isNew } = await findOrAddPlan(ctx, demo);
      if (isNew) added += 1;
      // An archived plan was retired by the owner: new members cannot join it.
      if (plan.archivedAt !== null) continue;
      const period = plan.period === 'none' ? null : plan.period;
      ctx.plans.push({ id: plan.id, name: plan.name, priceCents: plan.priceCents, period, weight: demo.weight });
    }
    return `${ctx.plans.length} plans to join (${added} added, the others kept as they were)`;
  },
};

interface PlanRow {
  id: string;
  name: string;
  priceCents: number;
  period: PlanPeriod;
  archivedAt: string | null;
}

/**
 * The plan with the demo plan's name (in any case, as plans.name_key has it), added when missing. An
 * existing plan is the owner's: it keeps its price and period, and its members' bills follow them.
 */
async function findOrAddPlan(ctx: SeedContext, demo: (typeof DEMO_PLANS)[number]) {
  const nameKey = demo.name.toLowerCase();
  const existing = await ctx.db
    .selectFrom('plans')
    .select(['id', 'name', 'priceCents', 'period', 'archivedAt'])
    .where('nameKey', '=', nameKey)
    .executeTakeFirst();
  if (existing) return { plan: existing, isNew: false };
  const { weight, ...terms } = demo;
  const plan: PlanRow = { id: ctx.newId(), ...terms, archivedAt: null };
  // Created on the first day of the demo's history, before anyone joined.
  const createdAt = ctx.days.instant(0, 0);
  await ctx.db
    .insertInto('plans')
    .values({ ...terms, id: plan.id, nameKey, isDefault: 0, createdAt })
    .execute();
  return { plan, isNew: true };
}

const STATUSES: readonly (readonly [MembershipStatus, number])[] = [
  ['active', 90],
  ['paused', 6],
  ['cancelled', 4],
];

export const seedMembers: SeedStep = {
  name: 'members',
  async run(ctx, random) {
    const { days } = ctx;
    const addUser = ctx.writer.table('users', USER_COLUMNS);
    const addMember = ctx.writer.table('members', [
      ['user_id', 'text'],
      ['name', 'text'],
      ['email', 'text'],
      ['created_at', 'text'],
    ]);
    const addMembership = ctx.writer.table('memberships', [
      ['user_id', 'text'],
      ['plan_id', 'text'],
      ['status', 'text'],
      ['billing_anchor', 'text'],
      ['billing_day', 'integer'],
      ['next_bill_date', 'text'],
      ['paused_on', 'text'],
      ['ends_on', 'text'],
      ['member_code', 'text'],
      ['created_at', 'text'],
      ['updated_at', 'text'],
    ]);
    const memberCode = await memberCodes(ctx);
    const planWeights = ctx.plans.map((plan, index) => [index, plan.weight] as const);
    if (planWeights.length === 0) throw new SeedError('Every demo plan is archived: there is no plan to join.');
    for (let i = 0; i < ctx.options.members; i++) {
      const first = random.pick(FIRST_NAMES);
      const last = random.pick(LAST_NAMES);
      const joined = days.today - random.int(0, HISTORY_YEARS * 365);
      const status = random.weighted(STATUSES);
      // A pause or cancellation happened in the last two months (never before joining).
      const lastActive = status === 'active' ? days.today : Math.max(joined, days.today - random.int(1, 60));
      const member: SeedMember = {
        id: ctx.newId(),
        name: `${first} ${last}`,
        email: ctx.emailFor(first, last),
        plan: random.weighted(planWeights),
        status,
        joined,
        lastActive,
      };
      ctx.members.push(member);
      const joinedAt = days.openingHours(joined, random.next);
      addUser([
        member.id,
        member.name,
        member.email,
        ctx.passwordHash,
        'member',
        joinedAt,
        signUp(ctx, joined, random.next),
        userSearchKey(member.name, member.email),
      ]);
      addMember([member.id, member.name, member.email, joinedAt]);
      const schedule = scheduleOf(ctx, member);
      const changedAt = status === 'active' ? joinedAt : days.openingHours(lastActive, random.next);
      addMembership([
        member.id,
        (ctx.plans[member.plan] as SeedPlan).id,
        status,
        days.date(joined),
        dayOfMonthOf(days.date(joined)),
        schedule.nextBillDate,
        status === 'paused' ? days.date(lastActive) : null,
        schedule.endsOn,
        memberCode(),
        joinedAt,
        changedAt,
      ]);
      if (i % 1000 === 999) await ctx.writer.checkpoint();
    }
    const paused = ctx.members.filter((m) => m.status === 'paused').length;
    const cancelled = ctx.members.filter((m) => m.status === 'cancelled').length;
    return `${count(ctx.members.length)} members with memberships (${paused} paused, ${cancelled} cancelled)`;
  },
};

/**
 * Each membership's code for the front desk (memberships.member_code is unique). They come from a
 * stream of their own, so the members' other data is what it was before codes existed, and never
 * repeat a code already in the database (a --force run).
 */
async function memberCodes(ctx: SeedContext): Promise<() => string> {
  const rows = await ctx.db
    .selectFrom('memberships')
    .select('memberCode')
    .where('memberCode', 'is not', null)
    .execute();
  const taken = new Set(rows.map((row) => row.memberCode));
  const random = randomStream(ctx.options.seed, 'member-codes');
  const alphabet = [...MEMBER_CODE_ALPHABET];
  return () => {
    let code: string;
    do {
      code = '';
      for (let i = 0; i < MEMBER_CODE_LENGTH; i++) code += random.pick(alphabet);
    } while (taken.has(code));
    taken.add(code);
    return code;
  };
}

const USER_COLUMNS = [
  ['id', 'text'],
  ['name', 'text'],
  ['email', 'text'],
  ['password_hash', 'text'],
  ['role', 'text'],
  ['join_date', 'text'],
  ['created_at', 'text'],
  ['search_key', 'text'],
] as const;

/** When they signed up: a few days before an administrator approved them, on their join day. */
function signUp(ctx: SeedContext, joined: number, next: () => number): string {
  return ctx.days.openingHours(joined - 1 - Math.floor(next() * 4), next);
}

/**
 * The membership as the billing run would have left it on the seed's today: every period that has
 * started by the last active day billed, so the next bill date is the start of the following one.
 * A cancellation keeps what was paid for, up to that date (as cancelMembership does).
 */
function scheduleOf(ctx: SeedContext, member: SeedMember): { nextBillDate: string | null; endsOn: string | null } {
  const { days } = ctx;
  const plan = ctx.plans[member.plan] as SeedPlan;
  const lastActive = days.date(member.lastActive);
  const nextBillDate = plan.period
    ? nextPeriodAfter(scheduleFrom(days.date(member.joined), plan.period), lastActive)
    : null;
  if (member.status !== 'cancelled') return { nextBillDate, endsOn: null };
  return { nextBillDate, endsOn: nextBillDate ?? lastActive };
}

export const seedRequests: SeedStep = {
  name: 'requests',
  async run(ctx, random) {
    const addUser = ctx.writer.table('users', USER_COLUMNS);
    const addRequest = ctx.writer.table('member_requests', [
      ['id', 'text'],
      ['user_id', 'text'],
      ['name', 'text'],
      ['email', 'text'],
      ['status', 'text'],
      ['created_at', 'text'],
    ]);
    const pending = 8;
    for (let i = 0; i < pending; i++) {
      const first = random.pick(FIRST_NAMES);
      const last = random.pick(LAST_NAMES);
      const [userId, name, email] = [ctx.newId(), `${first} ${last}`, ctx.emailFor(first, last)];
      const signedUpAt = ctx.days.openingHours(ctx.days.today - random.int(0, 10), random.next);
      addUser([userId, name, email, ctx.passwordHash, null, null, signedUpAt, userSearchKey(name, email)]);
      addRequest([ctx.newId(), userId, name, email, 'pending', signedUpAt]);
    }
    return `${pending} registrations awaiting approval`;
  },
};
