// Bills and their payments: recurring "<plan> — <period>" bills as the billing run issues them, and
// manual charges as an administrator types them in. See bill-plan.ts for who gets which and why.

import { periodText } from '../../src/server/features/billing/billing.run.js';
import { receiptNumber } from '../../src/shared/billing.schemas.js';
import { createGymFormat, type GymFormat } from '../../src/shared/format.js';
import { type BillPlan, OPEN, PAID, PART_PAID, planBills, VOID } from './bill-plan.js';
import { count, type SeedContext, SeedError, type SeedMember, type SeedPlan, type SeedStep } from './context.js';
import type { Random } from './random.js';
import { MANUAL_CHARGES, PAYMENT_METHODS, VOID_REASONS } from './vocabulary.js';
import type { Value } from './writer.js';

const HOUR_S = 3600;

const BILL_COLUMNS = [
  ['id', 'text'],
  ['member_id', 'text'],
  ['description', 'text'],
  ['amount_cents', 'integer'],
  ['paid_cents', 'integer'],
  ['status', 'text'],
  ['date', 'text'],
  ['issue_date', 'text'],
  ['due_date', 'text'],
  ['plan_id', 'text'],
  ['period_start', 'text'],
  ['void_reason', 'text'],
  ['voided_at', 'text'],
  ['overdue_notified_at', 'text'],
  ['created_by', 'text'],
] as const;

const PAYMENT_COLUMNS = [
  ['id', 'text'],
  ['bill_id', 'text'],
  ['member_id', 'text'],
  ['plan_id', 'text'],
  ['amount_cents', 'integer'],
  ['method', 'text'],
  ['paid_on', 'text'],
  ['note', 'text'],
  ['receipt_number', 'text'],
  ['created_at', 'text'],
  ['created_by', 'text'],
] as const;

const STATUS_NAMES = ['paid', 'open', 'open', 'void'] as const;

export const seedBills: SeedStep = {
  name: 'bills',
  async run(ctx, random) {
    if (ctx.options.bills > 0 && ctx.members.length === 0) {
      throw new SeedError('Bills need members: run with --members greater than 0, or --bills 0.');
    }
    const counters = await readReceiptCounters(ctx);
    const plan = planBills(ctx, random, counters);
    const addBill = ctx.writer.table('bills', BILL_COLUMNS);
    const addPayment = ctx.writer.table('payments', PAYMENT_COLUMNS);
    const describe = recurringDescriptions(createGymFormat(ctx.gym));
    const tally = { paid: 0, open: 0, overdue: 0, partPaid: 0, void: 0, payments: 0 };
    for (let n = 0; n < plan.order.length; n++) {
      const row = billRow(ctx, random, plan, plan.order[n] ?? 0, describe);
      addBill(row.bill);
      if (row.payment) addPayment(row.payment);
      tally[row.status] += 1;
      if (row.status === 'open' && row.overdue) tally.overdue += 1;
      if (row.status === 'open' && row.payment) tally.partPaid += 1;
      if (row.payment) tally.payments += 1;
      if (n % 5000 === 4999) await ctx.writer.checkpoint();
    }
    await ctx.writer.finish();
    await saveReceiptCounters(ctx, counters);
    return (
      `${count(plan.size)} bills (${count(tally.paid)} paid, ${count(tally.open)} open of which ` +
      `${count(tally.overdue)} overdue and ${count(tally.partPaid)} part-paid, ${count(tally.void)} void), ` +
      `${count(tally.payments)} payments`
    );
  },
};

type Describe = (plan: SeedPlan, periodStart: string) => string;

/**
 * "Gold — Mar 2026", written as the billing run writes it in the gym's locale; a gym has a few plans
 * and months, so each label is built once.
 */
function recurringDescriptions(format: GymFormat): Describe {
  const labels = new Map<string, string>();
  return (plan, periodStart) => {
    const key = `${plan.id}/${periodStart.slice(0, 7)}`;
    let label = labels.get(key);
    if (label === undefined) {
      label = `${plan.name} — ${periodText(format, periodStart, plan.period ?? 'monthly')}`;
      labels.set(key, label);
    }
    return label;
  };
}

function billRow(
  ctx: SeedContext,
  random: Random,
  plan: BillPlan,
  j: number,
  describe: Describe,
): { bill: Value[]; payment: Value[] | null; status: (typeof STATUS_NAMES)[number]; overdue: boolean } {
  const { days } = ctx;
  const member = ctx.members[plan.member[j] ?? 0] as SeedMember;
  const issued = plan.issued[j] ?? 0;
  const periodDay = plan.period[j] ?? -1;
  const id = ctx.newId();
  const what = whatFor(ctx, random, member, issued, periodDay, describe);
  const { amount, dateMs } = what;
  /** An instant on `day` around `seconds` into it, but after the bill was issued and not after now. */
  const after = (day: number, seconds: number) =>
    new Date(Math.min(Math.max(days.instantMs(day, seconds), dateMs + 60_000), days.nowMs)).toISOString();
  let state = plan.state[j] ?? OPEN;
  // A one-cent bill cannot be part-paid: it was paid in full.
  if (state === PART_PAID && amount < 2) state = PAID;
  const paidCents = state === PAID ? amount : state === PART_PAID ? partOf(amount, random) : 0;
  const dueDay = issued + ctx.gym.billingDueDays;
  const voided = state === VOID;
  const paidDay = plan.paid[j] ?? -1;
  const overdue = (state === OPEN || state === PART_PAID) && dueDay < days.today;
  // Still open the day after its due date: the billing run told the member then. Without the mark,
  // the first run after seeding would send thousands of overdue notices and emails at once.
  const notified = overdue || (state === PAID && dueDay < paidDay);
  const status = STATUS_NAMES[state] ?? 'open';
  const bill: Value[] = [
    id,
    member.id,
    what.description,
    amount,
    paidCents,
    status,
    new Date(dateMs).toISOString(),
    days.date(issued),
    days.date(dueDay),
    what.planId,
    what.periodStart,
    voided ? random.pick(VOID_REASONS) : null,
    voided ? after(Math.min(issued + random.int(0, 7), days.today), 10 * HOUR_S) : null,
    notified ? days.instant(dueDay + 1, HOUR_S) : null,
    periodDay >= 0 ? null : ctx.adminId,
  ];
  if (paidDay < 0) return { bill, payment: null, status, overdue };
  const payment: Value[] = [
    ctx.newId(),
    id,
    member.id,
    what.planId,
    paidCents,
    random.weighted(PAYMENT_METHODS),
    days.date(paidDay),
    null,
    receiptNumber(days.year(paidDay), plan.receipt[j] ?? 0),
    after(paidDay, 8 * HOUR_S + random.int(0, 12 * HOUR_S)),
    ctx.adminId,
  ];
  return { bill, payment, status, overdue };
}

/** What a bill is for, what it costs, and when it was issued (ms). */
function whatFor(
  ctx: SeedContext,
  random: Random,
  member: SeedMember,
  issued: number,
  periodDay: number,
  describe: Describe,
): { description: string; amount: number; planId: string | null; periodStart: string | null; dateMs: number } {
  if (periodDay >= 0) {
    // Issued by the nightly billing run, early on the period's first day.
    const terms = ctx.plans[member.plan] as SeedPlan;
    const periodStart = ctx.days.date(periodDay);
    return {
      description: describe(terms, periodStart),
      amount: terms.priceCents,
      planId: terms.id,
      periodStart,
      dateMs: ctx.days.instantMs(issued, HOUR_S + random.int(0, 3 * HOUR_S)),
    };
  }
  const charge = random.weighted(MANUAL_CHARGES);
  return {
    description: charge.description,
    amount: random.pick(charge.cents),
    planId: null,
    periodStart: null,
    // Typed in by an administrator during opening hours.
    dateMs: ctx.days.instantMs(issued, 7 * HOUR_S + random.int(0, 14 * HOUR_S)),
  };
}

/** 20–80 % of the amount, at least a cent and never all of it. */
function partOf(amount: number, random: Random): number {
  return Math.min(amount - 1, Math.max(1, Math.round((amount * random.int(20, 80)) / 100)));
}

/** year → last receipt number given, so a seed on a database in use goes on from its numbers. */
async function readReceiptCounters(ctx: SeedContext): Promise<Map<number, number>> {
  const rows = await ctx.db.selectFrom('receiptCounters').select(['year', 'lastNumber']).execute();
  return new Map(rows.map((row) => [Number(row.year), Number(row.lastNumber)]));
}

async function saveReceiptCounters(ctx: SeedContext, counters: Map<number, number>): Promise<void> {
  for (const [year, lastNumber] of counters) {
    await ctx.db
      .insertInto('receiptCounters')
      .values({ year, lastNumber })
      .onConflict((conflict) => conflict.column('year').doUpdateSet({ lastNumber }))
      .execute();
  }
}
