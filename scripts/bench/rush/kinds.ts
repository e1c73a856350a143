// The rush's request kinds: what each real screen or action sends (read from src/client/features
// and checked against a browser's own requests), and how often it arrives at 1×.
import { randomBytes } from 'node:crypto';
import type { GymState, Member } from './gym-state.js';
import { batchUrl, type Outcome, send } from './http.js';

type Call = { path: string; input?: unknown };

/** What a kind's open may use: the next process's base URL (round-robin) and a way to follow up later. */
export interface OpenContext {
  gym: GymState;
  baseUrl(): string;
  /** Runs a follow-up request as its own kind after `delayMs` (a booking's later cancel). */
  later(kind: string, delayMs: number, open: () => Promise<Outcome>): void;
}

export interface Kind {
  name: string;
  /** Arrivals per second at 1×. */
  rate: number;
  open(ctx: OpenContext): Promise<Outcome>;
}

const ok = (outcome: Outcome) => 'status' in outcome && outcome.status === 200;

function get(ctx: OpenContext, cookie: string, calls: Call[]): Promise<Outcome> {
  return send(batchUrl(ctx.baseUrl(), calls), { cookie });
}

/** A mutation as httpBatchLink posts it: `/trpc/path?batch=1` with `{"0": input}`. */
function post(ctx: OpenContext, cookie: string, path: string, input: unknown): Promise<Outcome> {
  const baseUrl = ctx.baseUrl();
  return send(`${baseUrl}/trpc/${path}?batch=1`, { method: 'POST', cookie, body: { 0: input }, origin: baseUrl });
}

/** Steps one after another (a screen's later requests wait for the earlier answers); stops at a failure. */
async function inTurn(...steps: (() => Promise<Outcome>)[]): Promise<Outcome> {
  let last: Outcome = { failure: 'connection' };
  for (const step of steps) {
    last = await step();
    if (!ok(last)) return last;
  }
  return last;
}

let turn = 0;
const nextMember = (gym: GymState): Member => gym.members[turn++ % gym.members.length] as Member;
const staff = (gym: GymState): string => gym.staffCookies[turn++ % gym.staffCookies.length] as string;
const freshKey = () => randomBytes(16).toString('base64url');
const firstData = (outcome: Outcome) =>
  'status' in outcome
    ? (JSON.parse(outcome.body) as { result: { data: Record<string, unknown> } }[])[0]?.result.data
    : undefined;

/** Opening the app: the session check every page load sends first. */
const sessionCheck = (ctx: OpenContext, cookie: string) => () =>
  get(ctx, cookie, [{ path: 'auth.session' }, { path: 'site.settings' }]);

/** A staff section as opening its address sends it: the admin shell's key numbers beside the section's lists. */
const staffScreen = (name: string, rate: number, calls: (gym: GymState) => Call[]): Kind => ({
  name,
  rate,
  open: (ctx) => get(ctx, staff(ctx.gym), [{ path: 'dashboard.keyNumbers' }, ...calls(ctx.gym)]),
});

const page = (size: number, n = 1) => ({ page: n, pageSize: size });

const bookClass: Kind = {
  name: 'class booking',
  rate: 0.5,
  async open(ctx) {
    const member = nextMember(ctx.gym);
    const sessionId = member.bookable.shift();
    if (!sessionId)
      return get(ctx, member.cookie, [{ path: 'bookings.upcoming', input: { limit: 20, direction: 'forward' } }]);
    const booked = await inTurn(
      () => post(ctx, member.cookie, 'bookings.book', { sessionId }),
      // The member's class page refreshes its list and notifications once a booking settles.
      () =>
        get(ctx, member.cookie, [
          { path: 'bookings.upcoming', input: { limit: 20, direction: 'forward' } },
          { path: 'notifications.listMine', input: page(10) },
        ]),
    );
    if (!ok(booked)) {
      member.bookable.push(sessionId);
      return booked;
    }
    // The member thinks better of it: cancelled a little later, so the session can be booked again.
    ctx.later('class cancel', ctx.gym.cancelAfterMs, async () => {
      const cancelled = await post(ctx, member.cookie, 'bookings.cancel', { sessionId });
      if (ok(cancelled)) member.bookable.push(sessionId);
      return cancelled;
    });
    return booked;
  },
};

/**
 * Every kind and its rate at 1×. The first six are the evening mix; the rest are the newer
 * screens and actions at modest rates of our choosing (0.1–0.3/s each: a busy evening sees each a few
 * times a minute), so none goes unmeasured.
 */
export const KINDS: Kind[] = [
  {
    name: 'member dashboard',
    rate: 3,
    open: (ctx) => {
      const member = nextMember(ctx.gym);
      // The dashboard's 11 calls go in one request (MAX_BATCH_CALLS).
      return inTurn(sessionCheck(ctx, member.cookie), () =>
        get(ctx, member.cookie, [
          { path: 'waiver.mine' },
          { path: 'bills.balanceMine' },
          { path: 'onlinePayments.myCard' },
          { path: 'memberHome.get' },
          { path: 'checkIns.myCode' },
          { path: 'ptPacks.mine' },
          { path: 'bills.listMine', input: page(10) },
          { path: 'payments.listMine', input: page(10) },
          { path: 'notifications.listMine' },
          { path: 'notifications.unreadCountMine' },
          { path: 'equipment.listOutOfOrder', input: page(10) },
        ]),
      );
    },
  },
  {
    name: 'desk check-in',
    rate: 1,
    open: (ctx) => {
      const cookie = staff(ctx.gym);
      const member = nextMember(ctx.gym);
      return inTurn(
        () => post(ctx, cookie, 'checkIns.checkIn', { text: member.code }),
        () => get(ctx, cookie, [{ path: 'checkIns.today' }]),
      );
    },
  },
  bookClass,
  {
    name: 'class schedule',
    rate: 0.5,
    open: (ctx) => {
      const member = nextMember(ctx.gym);
      return inTurn(sessionCheck(ctx, member.cookie), () =>
        get(ctx, member.cookie, [
          { path: 'memberHome.get' },
          { path: 'bookings.upcoming', input: { limit: 20, direction: 'forward' } },
        ]),
      );
    },
  },
  staffScreen('member list', 1 / 20, () => [
    { path: 'plans.list' },
    { path: 'members.list', input: page(20) },
    { path: 'account.listClosures', input: { status: 'requested', ...page(20) } },
  ]),
  {
    name: 'financial report (1 year)',
    rate: 1 / 60,
    open: (ctx) =>
      get(ctx, staff(ctx.gym), [
        { path: 'reports.financial', input: { startDate: ctx.gym.yearAgo, endDate: ctx.gym.today } },
      ]),
  },
  // Newer features, 0.1–0.3/s each.
  staffScreen('staff list', 0.1, () => [{ path: 'staff.list', input: page(20) }]),
  staffScreen('member requests', 0.1, () => [
    { path: 'requests.listPending', input: page(20) },
    { path: 'pauses.pending' },
  ]),
  {
    name: 'PT calendar',
    rate: 0.1,
    open: (ctx) => {
      const cookie = staff(ctx.gym);
      const { trainerId, today } = ctx.gym;
      return inTurn(
        () => get(ctx, cookie, [{ path: 'dashboard.keyNumbers' }, { path: 'trainers.list' }]),
        // The week shows once a trainer is chosen; a gym without trainers stops at the list.
        ...(trainerId
          ? [() => get(ctx, cookie, [{ path: 'ptAppointments.calendar', input: { weekOf: today, trainerId } }])]
          : []),
      );
    },
  },
  staffScreen('classes (staff)', 0.1, () => [
    { path: 'classes.trainers' },
    { path: 'classes.sessions', input: { limit: 20 } },
    { path: 'classes.list' },
  ]),
  staffScreen('billing list', 0.2, () => [{ path: 'bills.list', input: { status: 'all', limit: 20 } }]),
  {
    name: 'desk sale (bill + payment)',
    rate: 0.2,
    async open(ctx) {
      const cookie = staff(ctx.gym);
      const member = nextMember(ctx.gym);
      const billed = await post(ctx, cookie, 'bills.create', {
        memberId: member.id,
        amount: '15.00',
        description: 'Day pass',
        idempotencyKey: freshKey(),
      });
      if (!ok(billed)) return billed;
      const billId = firstData(billed)?.id;
      return post(ctx, cookie, 'bills.recordPayment', {
        billId,
        amount: '15.00',
        method: 'cash',
        idempotencyKey: freshKey(),
      });
    },
  },
  {
    name: 'member payments (next pages)',
    rate: 0.3,
    open: (ctx) => {
      const member = nextMember(ctx.gym);
      return get(ctx, member.cookie, [
        { path: 'bills.listMine', input: page(10, 2) },
        { path: 'payments.listMine', input: page(10, 2) },
      ]);
    },
  },
  {
    name: 'member PT page',
    rate: 0.2,
    open: (ctx) =>
      get(ctx, nextMember(ctx.gym).cookie, [
        { path: 'ptServices.list' },
        { path: 'trainers.publicList' },
        { path: 'ptBooking.mine', input: { when: 'upcoming', ...page(20) } },
      ]),
  },
  {
    name: "today's workout",
    rate: 0.3,
    open: (ctx) => get(ctx, nextMember(ctx.gym).cookie, [{ path: 'workouts.today' }]),
  },
  {
    name: 'log a set',
    rate: 0.3,
    open: (ctx) => {
      const ids = ctx.gym.exerciseIds;
      const exerciseId = ids[turn % ids.length];
      return post(ctx, nextMember(ctx.gym).cookie, 'workouts.logSet', {
        exerciseId,
        setNumber: 1 + (turn % 5),
        reps: 8,
        weight: '40',
      });
    },
  },
  staffScreen("trainer's clients", 0.1, () => [
    { path: 'trainerClients.list', input: { search: '', limit: 20, direction: 'forward' } },
  ]),
];

/** Kinds that only follow another (not arrivals of their own), listed so tables show them too. */
export const FOLLOW_UPS = ['class cancel'];
