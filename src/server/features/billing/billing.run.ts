// The recurring billing run: daily in the server, at start (catching up every period a downtime
// missed) and on "Run billing now". It issues "<plan> — <period>" bills for every active membership
// whose next bill date has come, then tells members about bills that have just become overdue.
// It is safe to run in several processes at once: a unique index allows one bill per member and
// period, and every schedule step and overdue notice is a conditional update that only one run wins.
import {
  addDays,
  addMonthsClamped,
  type BillingPeriod,
  type CalendarDate,
  dateInZone,
  periodStart,
} from '../../../shared/calendar.js';
import { createGymFormat, type GymFormat } from '../../../shared/format.js';
import type { GymSettings } from '../../../shared/settings.schemas.js';
import type { Db, DbOrTx } from '../../db/schema.js';
import { inTransaction } from '../../db/transactions.js';
import type { Clock } from '../../lib/clock.js';
import { layoutMail } from '../../mail/layout.js';
import { queueMail } from '../../mail/mail-queue.js';
import { overdueBill } from '../../mail/templates/money-mail.js';
import { recordEvent } from '../events/events.queries.js';
import {
  advanceSchedule,
  billingPeriodOf,
  dueMembershipsQuery,
  findMembership,
  lockMembership,
  type MembershipRow,
  nextPeriodStart,
  switchToNextPlan,
  type When,
} from '../memberships/memberships.service.js';
import { notifyMember } from '../notifications/notifications.service.js';
import { payNowLink } from '../online-payments/autopay/autopay-failure.js';
import { queueFirstAutopayAttempt } from '../online-payments/autopay/autopay-issue.js';
import type { PaymentGateway } from '../online-payments/gateway.js';
import { listPlans, type Plan } from '../plans/plans.service.js';
import {
  type BillCursor,
  insertRecurringBill,
  markOverdueNotified,
  unnotifiedOverdueQuery,
} from './billing.queries.js';

/** Memberships (and overdue bills) per transaction: one commit per chunk, and the event loop breathes between. */
const CHUNK = 100;

export interface BillingRunDeps {
  db: Db;
  clock: Clock;
  /** Read once at the start of a run (before any transaction: see loadPlans). */
  settings: { current(): Promise<GymSettings> };
  /** Online payments: when on, recurring bills of members with a saved card get an autopay attempt. */
  gateway?: PaymentGateway | null;
  /** The app's address: links and the logo in overdue notices ("Pay now" when online payments are on). */
  config: { appUrl: URL };
}

export interface BillingRunReport {
  today: CalendarDate;
  billsIssued: number;
  overdueNotices: number;
}

type PlanLookup = (planId: string) => Plan;

/**
 * Plans by id, read once per run (a gym has a handful) — before any transaction starts: on SQLite a
 * query on the database object while a transaction holds the one connection would wait for ever.
 */
async function loadPlans(db: DbOrTx): Promise<PlanLookup> {
  const plans = new Map((await listPlans(db)).map((plan) => [plan.id, plan]));
  return (planId) => {
    const plan = plans.get(planId);
    if (!plan) throw new Error(`Membership refers to a missing plan ${planId}`);
    return plan;
  };
}

const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function runBilling(deps: BillingRunDeps): Promise<BillingRunReport> {
  const now = deps.clock.now();
  const gym = await deps.settings.current();
  const when: When = { now, today: dateInZone(now, gym.timeZone) };
  const plans = await loadPlans(deps.db);
  // The run never calls the provider: it only writes attempts, which the autopay job charges.
  const autopay = Boolean(deps.gateway);
  let billsIssued = 0;
  let after: { nextBillDate: string; userId: string } | null = null;
  for (;;) {
    const due = await dueMembershipsQuery(deps.db, when.today, after, CHUNK).execute();
    if (due.length === 0) break;
    billsIssued += await inTransaction(deps.db, async (tx) => {
      let issued = 0;
      for (const { userId } of due) issued += await billDueMember(tx, userId, plans, when, gym, autopay);
      return issued;
    });
    const last = due[due.length - 1] as MembershipRow;
    after = { nextBillDate: last.nextBillDate as string, userId: last.userId };
    await yieldToRequests();
  }
  const overdueNotices = await sendOverdueNotices(deps, when, gym);
  return { today: when.today, billsIssued, overdueNotices };
}

/**
 * Bills one member up to today inside the caller's transaction (approval, a plan change, a resume).
 * `autopay` (online payments are on): a member with a saved card gets its bills charged, as the run's.
 */
export async function billMember(
  tx: DbOrTx,
  userId: string,
  when: When,
  gym: GymSettings,
  autopay = false,
): Promise<number> {
  const membership = await findMembership(tx, userId);
  if (membership?.status !== 'active') return 0;
  return billMembership(tx, membership, await loadPlans(tx), when, gym, autopay);
}

/**
 * Bills a member the due list named as their membership is now, not as the list read it: a pause,
 * cancellation or plan change committed since then counts, and the lock keeps it so until we commit.
 */
async function billDueMember(
  tx: DbOrTx,
  userId: string,
  plans: PlanLookup,
  when: When,
  gym: GymSettings,
  autopay: boolean,
): Promise<number> {
  await lockMembership(tx, userId);
  const membership = await findMembership(tx, userId);
  return membership ? billMembership(tx, membership, plans, when, gym, autopay) : 0;
}

/** Every period of this membership that has started by today, in order; returns the bills issued. */
async function billMembership(
  tx: DbOrTx,
  start: MembershipRow,
  plans: PlanLookup,
  when: When,
  gym: GymSettings,
  autopay = false,
): Promise<number> {
  let membership = start;
  let issued = 0;
  while (membership.status === 'active' && membership.nextBillDate !== null && membership.nextBillDate <= when.today) {
    const periodFirstDay = membership.nextBillDate;
    if (membership.nextPlanId) {
      const switched = await switchToNextPlan(tx, membership, plans(membership.nextPlanId), when);
      if (!switched) break; // another run moved this membership on
      membership = switched;
      continue;
    }
    const plan = plans(membership.planId);
    const period = billingPeriodOf(plan.period);
    const next = period ? nextPeriodStart(membership, period, periodFirstDay) : null;
    // The schedule moves first and the bill follows only if it did: a membership someone else has
    // changed since it was read is never billed.
    if (!(await advanceSchedule(tx, membership, next, when))) break;
    if (period && plan.priceCents > 0) {
      const billId = await insertRecurringBill(tx, {
        memberId: membership.userId,
        description: `${plan.name} — ${periodText(createGymFormat(gym), periodFirstDay, period)}`,
        amountCents: plan.priceCents,
        date: when.now.toISOString(),
        issueDate: when.today,
        dueDate: addDays(when.today, gym.billingDueDays),
        planId: plan.id,
        periodStart: periodFirstDay,
        createdBy: null,
      });
      if (billId) {
        issued += 1;
        await recordEvent(tx, {
          type: 'system.bill_issued',
          subject: billId,
          detail: {
            memberId: membership.userId,
            planId: plan.id,
            periodStart: periodFirstDay,
            amountCents: plan.priceCents,
          },
        });
        if (autopay) await queueFirstAutopayAttempt(tx, { billId, memberId: membership.userId }, when.now);
      }
    }
    membership = { ...membership, nextBillDate: next };
  }
  return issued;
}

/**
 * The months a period starting on `start` covers, the gym's way: 'Dec 2026', 'Dec 2026 – Feb 2027'.
 * Its last month is the one before the next period starts (clamping keeps that inside the right month).
 */
export function periodText(format: Pick<GymFormat, 'month'>, start: CalendarDate, period: BillingPeriod): string {
  const lastMonth = addMonthsClamped(periodStart(start, period, 1), -1);
  if (lastMonth.slice(0, 7) === start.slice(0, 7)) return format.month(start);
  return `${format.month(start)} – ${format.month(lastMonth)}`;
}

/** One notification and one email per bill that has become overdue, ever. */
async function sendOverdueNotices(deps: BillingRunDeps, when: When, gym: GymSettings): Promise<number> {
  const format = createGymFormat(gym);
  let sent = 0;
  let after: BillCursor | null = null;
  for (;;) {
    const bills = await unnotifiedOverdueQuery(deps.db, when.today, after, CHUNK).execute();
    if (bills.length === 0) return sent;
    // One transaction (one commit) per chunk; bills another run has just told are skipped.
    sent += await inTransaction(deps.db, async (tx) => {
      let told = 0;
      for (const bill of bills) {
        if (!(await markOverdueNotified(tx, bill.id, when.now))) continue;
        const owed = format.money(bill.amountCents - bill.paidCents);
        const payNow = deps.gateway ? payNowLink(deps.config.appUrl) : null;
        const overdue = `Your bill "${bill.description}" is overdue: ${owed} was due on ${format.date(bill.dueDate)}.`;
        const message = payNow ? `${overdue} Pay now: ${payNow}` : `${overdue} Please pay at the front desk.`;
        await notifyMember(tx, { memberId: bill.memberId, message, now: when.now });
        if (bill.memberEmail)
          await queueMail(
            tx,
            layoutMail(bill.memberEmail, overdueBill(overdue, gym.name, payNow), { gym, appUrl: deps.config.appUrl }),
            when.now,
          );
        await recordEvent(tx, {
          type: 'system.overdue_notice_sent',
          subject: bill.id,
          detail: { memberId: bill.memberId },
        });
        told += 1;
      }
      return told;
    });
    const last = bills[bills.length - 1] as (typeof bills)[number];
    after = { key: last.dueDate, id: last.id };
    await yieldToRequests();
  }
}
