// Inputs that succeed, for the procedure catalog: each builds the rows a call needs (a pending
// request to approve, a bill to pay, a session to book) and returns its id.
import { insertBill } from '../features/billing/billing.queries.js';
import { recordPayment } from '../features/billing/payments.service.js';
import { bookSession } from '../features/classes/bookings.service.js';
import { addSlot, createClass } from '../features/classes/classes.service.js';
import { findMembership } from '../features/memberships/memberships.service.js';
import { insertPlan } from '../features/plans/plans.queries.js';
import type { AppDeps } from '../trpc/context.js';
import { billFixture, createAccount, type TestAccount } from './harness.js';
import type { StripeStandIn } from './stripe-stand-in/index.js';

export interface CaseContext {
  deps: AppDeps;
  /** The account making the call (undefined for a visitor). */
  caller: TestAccount | undefined;
  admin: TestAccount;
  /** The Stripe stand-in behind deps.gateway, where the test has one (online payments on). */
  stripe?: StripeStandIn;
}

let unique = 0;
export const next = () => {
  unique += 1;
  return unique;
};

export async function pendingRequestId({ deps }: CaseContext): Promise<string> {
  const pending = await createAccount(deps.db, 'pending');
  const row = await deps.db
    .selectFrom('memberRequests')
    .select('id')
    .where('userId', '=', pending.id)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function memberId({ deps }: CaseContext): Promise<string> {
  return (await createAccount(deps.db, 'member')).id;
}

/** An open bill: the caller's own when the caller is a member, else a new member's. */
export async function billId(c: CaseContext): Promise<string> {
  const owner = c.caller?.role === 'member' ? c.caller.id : await memberId(c);
  return (await insertBill(c.deps.db, billFixture(owner, { amountCents: 5000 }))).id;
}

export async function paymentId(c: CaseContext): Promise<string> {
  const outcome = await recordPayment(
    c.deps.db,
    { billId: await billId(c), amountCents: 1000, method: 'cash' },
    {
      adminId: c.admin.id,
      ip: '127.0.0.1',
      now: c.deps.clock.now(),
      gym: await c.deps.settings.current(),
      appUrl: c.deps.config.appUrl,
    },
  );
  if (!outcome.ok) throw new Error(`could not record a payment: ${outcome.reason}`);
  return outcome.paymentId;
}

export async function planId({ deps }: CaseContext): Promise<string> {
  return (await insertPlan(deps.db, { name: `Plan ${next()}`, priceCents: 2900, period: 'monthly', now: new Date() }))
    .id;
}

export async function pausedMemberId(c: CaseContext): Promise<string> {
  const id = await memberId(c);
  await c.deps.db
    .updateTable('memberships')
    .set({ status: 'paused', pausedOn: '2026-01-01' })
    .where('userId', '=', id)
    .execute();
  if ((await findMembership(c.deps.db, id))?.status !== 'paused') throw new Error('could not pause');
  return id;
}

export async function adminAct(c: CaseContext) {
  return {
    adminId: c.admin.id,
    now: c.deps.clock.now(),
    gym: await c.deps.settings.current(),
    appUrl: c.deps.config.appUrl,
  };
}

export async function classId(c: CaseContext): Promise<string> {
  const input = { name: `Spin ${next()}`, description: '', trainer: 'Ana', capacity: 12, durationMinutes: 45 };
  return (await createClass(c.deps.db, input, await adminAct(c))).id;
}

export async function slotId(c: CaseContext): Promise<string> {
  const outcome = await addSlot(
    c.deps.db,
    { classId: await classId(c), weekday: 3, startTime: '18:00' },
    await adminAct(c),
  );
  if (!outcome.ok) throw new Error(`could not add a slot: ${outcome.reason}`);
  return outcome.slot.id;
}

/** A session a week or more ahead (the slot's sessions for the coming eight weeks). */
export async function sessionId(c: CaseContext): Promise<string> {
  const slot = await slotId(c);
  const row = await c.deps.db
    .selectFrom('classSessions')
    .select('id')
    .where('slotId', '=', slot)
    .orderBy('startsAt', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A booking on a future session: the caller's own when the caller is a member, else a new member's. */
export async function bookedSessionOf(c: CaseContext) {
  const owner = c.caller?.role === 'member' ? c.caller.id : await memberId(c);
  const session = await sessionId(c);
  const outcome = await bookSession(c.deps.db, session, {
    memberId: owner,
    now: c.deps.clock.now(),
    gym: await c.deps.settings.current(),
    appUrl: c.deps.config.appUrl,
  });
  if (!outcome.ok) throw new Error(`could not book: ${outcome.message}`);
  return { sessionId: session, bookingId: outcome.bookingId };
}

/** A booked place on a class that began ten minutes ago: its roll can be taken. */
export async function bookingInStartedSession(c: CaseContext): Promise<string> {
  const startsAt = new Date(c.deps.clock.now().getTime() - 10 * 60_000);
  const session = { id: `ses-${next()}`, classId: await classId(c), startsAt: startsAt.toISOString() };
  await c.deps.db
    .insertInto('classSessions')
    .values({
      ...session,
      slotId: null,
      day: session.startsAt.slice(0, 10),
      endsAt: new Date(startsAt.getTime() + 45 * 60_000).toISOString(),
      capacity: 12,
      bookedCount: 1,
      waitlistCounter: 0,
      status: 'scheduled',
      cancelReason: null,
    })
    .execute();
  const bookingId = `bkg-${next()}`;
  await c.deps.db
    .insertInto('bookings')
    .values({
      id: bookingId,
      sessionId: session.id,
      memberId: await memberId(c),
      status: 'booked',
      waitlistPosition: null,
      createdAt: session.startsAt,
      updatedAt: session.startsAt,
      attendedAt: null,
    })
    .execute();
  return bookingId;
}

/** An equipment item with a unique name. */
export async function equipmentId({ deps }: CaseContext): Promise<string> {
  const n = next();
  const row = await deps.db
    .insertInto('equipment')
    .values({
      id: `eq-${n}`,
      name: `Rower ${n}`,
      nameKey: `rower ${n}`,
      quantity: 2,
      createdAt: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function contactMessageId({ deps }: CaseContext): Promise<string> {
  const id = `contact-${next()}`;
  const at = deps.clock.now().toISOString();
  await deps.db
    .insertInto('contactMessages')
    .values({ id, name: 'Ada', email: 'ada@example.com', message: 'Hello', createdAt: at, readAt: null })
    .execute();
  return id;
}
