// "Get your gym ready": each item is ticked by doing the real thing through the app's procedures,
// and goes back to "to do" when it is undone; hiding the list is the one thing a click decides.
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_OPENING_HOURS, type GymDetailsInput } from '../../../shared/settings.schemas.js';
import type { SetupChecklist, SetupItemId } from '../../../shared/setup.js';
import { createStripeGateway } from '../../payments/stripe/stripe-gateway.js';
import { apiError } from '../../test/api-error.js';
import {
  callerAs,
  createAccount,
  createRouterTestbed,
  createTestDatabase,
  createTestDeps,
  type TestAccount,
  type TestDatabase,
} from '../../test/harness.js';
import { recordingDatabase } from '../../test/query-plan.js';
import type { AppDeps } from '../../trpc/context.js';
import { contextForRequest } from '../../trpc/request-context.js';
import { createCaller } from '../../trpc/router.js';

let t: TestDatabase;
let deps: AppDeps;
let admin: TestAccount;

beforeEach(async () => {
  const bed = await createRouterTestbed();
  ({ testDb: t, deps, admin } = bed);
});
afterEach(() => t.close());

/** Each item's state, by id. */
function states(checklist: SetupChecklist): Partial<Record<SetupItemId, boolean>> {
  if (checklist.hidden) throw new Error('the checklist is hidden');
  return Object.fromEntries(checklist.items.map((item) => [item.id, item.done]));
}

async function adminCaller() {
  return callerAs(deps, admin);
}

/** The Gym section as a fresh install shows it, with `changes`. */
function gymDetails(changes: Partial<GymDetailsInput> = {}): GymDetailsInput {
  return { name: 'Your Gym', hours: DEFAULT_OPENING_HOURS, ...changes };
}

describe('dashboard.setup', () => {
  it("lists PRODUCT.md's six items in order, all to do on a new install", async () => {
    const caller = await adminCaller();
    expect(await caller.dashboard.setup()).toEqual({
      hidden: false,
      items: [
        { id: 'gymDetails', done: false },
        { id: 'plans', done: false },
        { id: 'timetable', done: false },
        { id: 'staff', done: false },
        { id: 'onlinePayments', done: false },
        { id: 'importMembers', done: false },
      ],
    });
  });

  it('ticks staff once someone besides the first administrator works here, invited or not', async () => {
    const caller = await adminCaller();
    await createAccount(t.db, 'member');
    expect(states(await caller.dashboard.setup()).staff).toBe(false);

    await caller.staff.invite({ name: 'Dana Desk', email: 'dana@gym.test', role: 'frontdesk' });
    expect(states(await caller.dashboard.setup()).staff).toBe(true);
  });

  it('ticks online payments when the server was started with the Stripe keys, and only then', async () => {
    expect(states(await (await adminCaller()).dashboard.setup()).onlinePayments).toBe(false);
    const withGateway = createTestDeps(
      { db: t.db, limitStore: t.limitStore },
      {
        // Never called: the checklist only asks whether the server has a gateway.
        gateway: createStripeGateway({
          secretKey: 'sk_test_x',
          webhookSecret: 'whsec_x',
          publishableKey: 'pk_test_x',
          apiUrl: undefined,
        }),
      },
    );
    expect(states(await (await callerAs(withGateway, admin)).dashboard.setup()).onlinePayments).toBe(true);
  });

  it('ticks the import once members were imported, not for a preview left unconfirmed', async () => {
    const caller = await adminCaller();
    const row = {
      id: 'import-1',
      createdBy: admin.id,
      createdAt: '2026-11-26T10:00:00.000Z',
      fileName: 'members.csv',
      status: 'previewed' as const,
      rowsJson: '[]',
      acceptedCount: 0,
      refusedCount: 0,
      importedCount: null,
      importedAt: null,
    };
    await t.db.insertInto('memberImports').values(row).execute();
    expect(states(await caller.dashboard.setup()).importMembers).toBe(false);

    await t.db.updateTable('memberImports').set({ status: 'imported', importedCount: 0 }).execute();
    expect(states(await caller.dashboard.setup()).importMembers).toBe(true);
  });

  it("ticks the gym's details once Settings › Gym has an address, phone or email, not for saving blanks", async () => {
    const caller = await adminCaller();
    await caller.settings.updateGym(gymDetails({ name: 'Harbour Strength', tagline: 'Lift with us' }));
    expect(states(await caller.dashboard.setup()).gymDetails).toBe(false);

    await caller.settings.updateGym(gymDetails({ name: 'Harbour Strength', phone: '+44 117 000 0000' }));
    expect(states(await caller.dashboard.setup()).gymDetails).toBe(true);

    await caller.settings.updateGym(gymDetails({ street: '1 Quay Street' }));
    expect(states(await caller.dashboard.setup()).gymDetails).toBe(true);

    // Cleared again: the Contact page has nothing to show, and the list says so.
    await caller.settings.updateGym(gymDetails());
    expect(states(await caller.dashboard.setup()).gymDetails).toBe(false);
  });

  it('ticks plans and prices once a plan members can join has a price', async () => {
    const caller = await adminCaller();
    // A new free plan is not a price list yet.
    await caller.plans.create({ name: 'Community', price: '0', period: 'monthly' });
    expect(states(await caller.dashboard.setup()).plans).toBe(false);

    const premium = await caller.plans.create({ name: 'Premium', price: '49.00', period: 'monthly' });
    expect(states(await caller.dashboard.setup()).plans).toBe(true);

    // An archived plan takes no new members.
    await caller.plans.archive({ planId: premium.id });
    expect(states(await caller.dashboard.setup()).plans).toBe(false);

    // Pricing the fresh install's free "Standard" counts too.
    const standard = (await caller.plans.list()).find((plan) => plan.isDefault);
    if (!standard) throw new Error('no default plan');
    await caller.plans.update({ planId: standard.id, name: 'Standard', price: '29.00', period: 'monthly' });
    expect(states(await caller.dashboard.setup()).plans).toBe(true);
  });

  it('ticks the timetable once a class that is not archived has a weekly time', async () => {
    const caller = await adminCaller();
    const yoga = await caller.classes.create({
      name: 'Yoga',
      description: '',
      trainer: 'Ana',
      capacity: 20,
      durationMinutes: 60,
    });
    expect(states(await caller.dashboard.setup()).timetable).toBe(false);

    const { slot } = await caller.classes.addSlot({ classId: yoga.id, weekday: 2, startTime: '07:30' });
    expect(states(await caller.dashboard.setup()).timetable).toBe(true);

    await caller.classes.archive({ classId: yoga.id });
    expect(states(await caller.dashboard.setup()).timetable).toBe(false);
    await caller.classes.restore({ classId: yoga.id });
    expect(states(await caller.dashboard.setup()).timetable).toBe(true);

    await caller.classes.removeSlot({ slotId: slot.id });
    expect(states(await caller.dashboard.setup()).timetable).toBe(false);
  });

  it('is hidden by "Hide this checklist" and back when shown again, whatever is done', async () => {
    const caller = await adminCaller();
    await caller.settings.setChecklistHidden({ hidden: true });
    expect(await caller.dashboard.setup()).toEqual({ hidden: true });

    await caller.settings.setChecklistHidden({ hidden: false });
    expect(states(await caller.dashboard.setup())).toEqual({
      gymDetails: false,
      plans: false,
      timetable: false,
      staff: false,
      onlinePayments: false,
      importMembers: false,
    });
  });

  it('is for administrators only', async () => {
    const member = await createAccount(t.db, 'member');
    expect((await apiError((await callerAs(deps, member)).dashboard.setup())).code).toBe('FORBIDDEN');
    expect((await apiError((await callerAs(deps)).dashboard.setup())).code).toBe('UNAUTHORIZED');
  });
});

describe('what dashboard.setup costs a request', () => {
  let bed: TestDatabase;
  let recording: ReturnType<typeof recordingDatabase>;
  let recorded: AppDeps;
  let cookie: string;

  beforeEach(async () => {
    bed = await createTestDatabase();
    recording = recordingDatabase(bed.native);
    recorded = createTestDeps({ db: recording.db, limitStore: bed.limitStore });
    const owner = await createAccount(bed.db, 'admin');
    cookie = (await recorded.sessions.create(owner.id)).cookie.serialized.split(';')[0] ?? '';
  });
  // The recording handle shares the test database's connection; closing that closes both.
  afterEach(() => bed.close());

  /** One request as the /trpc route runs it (the session lookup reads the settings' version); its statements. */
  async function setupRequest(): Promise<string[]> {
    const ctx = await contextForRequest(
      recorded,
      { headers: { cookie }, ip: '127.0.0.1', log: pino({ level: 'silent' }) },
      { sendCookie: () => {}, afterResponse: () => {} },
    );
    await createCaller(ctx).dashboard.setup();
    return recording.statements.map((s) => s.sql);
  }

  it('is the session lookup and a few first rows per table, the details and payments from the process', async () => {
    await setupRequest(); // the process's first request reads the settings row
    recording.statements.length = 0;
    const steady = await setupRequest();
    expect(steady).toHaveLength(5);
    expect(steady[0]).toMatch(/from "sessions"/);
    for (const statement of steady.slice(1)) expect(statement).toMatch(/\blimit\b/i);
    expect(steady.slice(1).join('\n')).toMatch(/from "plans"/);
    expect(steady.slice(1).join('\n')).toMatch(/from "class_slots"/);
    expect(steady.slice(1).join('\n')).toMatch(/from "users"/);
    expect(steady.slice(1).join('\n')).toMatch(/from "member_imports"/);
  });

  it('asks the database nothing but the session once the list is hidden', async () => {
    await (await callerAs(recorded, await createAccount(bed.db, 'admin'))).settings.setChecklistHidden({
      hidden: true,
    });
    await setupRequest();
    recording.statements.length = 0;
    expect(await setupRequest()).toHaveLength(1);
  });
});
