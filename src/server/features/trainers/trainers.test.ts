// Trainers: profiles and the public list, weekly windows (no overlap, nothing saved when refused),
// days off (never in the past), who may touch whose calendar, PT services' names, and PT packs sold
// at the desk: billed once per key, the membership untouched, never used by a check-in.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/schema.js';
import { apiError } from '../../test/api-error.js';
import { createDeskBed, type DeskCaller } from '../../test/checkins-desk-testbed.js';
import { callerAs, createAccount, type TestAccount, type TestDatabase } from '../../test/harness.js';
import type { ManualClock } from '../../test/manual-clock.js';
import { TINY_PNG_BASE64 } from '../../test/procedure-catalog.js';
import type { AppDeps } from '../../trpc/context.js';

let t: TestDatabase;
let db: Db;
let clock: ManualClock;
let deps: AppDeps;
let desk: DeskCaller;
let codeOf: (member: TestAccount) => Promise<string>;

beforeEach(async () => {
  ({ t, db, clock, deps, desk, codeOf } = await createDeskBed());
});
afterEach(() => t.close());

async function trainer(name: string) {
  const account = await createAccount(db, 'trainer', { name });
  return { account, caller: await callerAs(deps, account) };
}

const windowsOf = (trainerId: string) =>
  db
    .selectFrom('trainerAvailability')
    .select(['weekday', 'startTime', 'endTime'])
    .where('trainerId', '=', trainerId)
    .orderBy('weekday')
    .orderBy('startTime')
    .execute();

describe('trainer profiles', () => {
  it('a trainer edits their own profile; the public list shows only trainers marked for the website', async () => {
    const ana = await trainer('Ana Costa');
    const ben = await trainer('Ben Okafor');
    await ana.caller.trainers.updateProfile({
      bio: 'Ten years of strength coaching.',
      specialties: ['Strength', 'Mobility', 'strength'],
      showOnWebsite: true,
    });
    await ana.caller.trainers.setPhoto({ base64: TINY_PNG_BASE64 });
    await desk.trainers.updateProfile({ trainerId: ben.account.id, bio: 'Hidden', showOnWebsite: false });

    expect(await ana.caller.trainers.profile({})).toMatchObject({
      name: 'Ana Costa',
      bio: 'Ten years of strength coaching.',
      specialties: ['Strength', 'Mobility'],
      showOnWebsite: true,
      photoUrl: `/trainers/${ana.account.id}/photo?v=1`,
    });
    const visitor = await callerAs(deps);
    expect(await visitor.trainers.publicList()).toEqual([
      {
        trainerId: ana.account.id,
        name: 'Ana Costa',
        bio: 'Ten years of strength coaching.',
        specialties: ['Strength', 'Mobility'],
        photoUrl: `/trainers/${ana.account.id}/photo?v=1`,
      },
    ]);
    expect((await desk.trainers.list()).map((row) => [row.name, row.showOnWebsite])).toEqual([
      ['Ana Costa', true],
      ['Ben Okafor', false],
    ]);
  });

  it("refuses a trainer touching another trainer's profile, and a photo that is not an image", async () => {
    const ana = await trainer('Ana Costa');
    const ben = await trainer('Ben Okafor');
    expect(
      (await apiError(ana.caller.trainers.updateProfile({ trainerId: ben.account.id, showOnWebsite: false }))).code,
    ).toBe('FORBIDDEN');
    expect(
      await apiError(ana.caller.trainers.setPhoto({ base64: Buffer.from('<html>hi</html>').toString('base64') })),
    ).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { base64: 'Choose a PNG, JPEG or SVG file.' } });
    expect((await ana.caller.trainers.profile({})).photoUrl).toBeNull();
  });
});

describe('availability', () => {
  it('refuses a window overlapping one of the same weekday, saying which, and saves nothing', async () => {
    const ana = await trainer('Ana Costa');
    await ana.caller.availability.addWindow({ weekday: 1, start: '09:00', end: '12:00' });
    await ana.caller.availability.addWindow({ weekday: 2, start: '11:00', end: '13:00' });

    expect(
      await apiError(ana.caller.availability.addWindow({ weekday: 1, start: '11:30', end: '14:00' })),
    ).toMatchObject({ code: 'CONFLICT', message: 'This overlaps Monday 09:00–12:00.' });
    // Touching ends are not an overlap.
    await ana.caller.availability.addWindow({ weekday: 1, start: '12:00', end: '13:00' });
    expect(await windowsOf(ana.account.id)).toEqual([
      { weekday: 1, startTime: '09:00', endTime: '12:00' },
      { weekday: 1, startTime: '12:00', endTime: '13:00' },
      { weekday: 2, startTime: '11:00', endTime: '13:00' },
    ]);
  });

  it('keeps windows on the 15-minute grid with the end after the start', async () => {
    const ana = await trainer('Ana Costa');
    expect(
      (await apiError(ana.caller.availability.addWindow({ weekday: 3, start: '09:10', end: '10:00' }))).fieldErrors,
    ).toEqual({ start: 'Start must be on the quarter hour (:00, :15, :30 or :45).' });
    expect(
      (await apiError(ana.caller.availability.addWindow({ weekday: 3, start: '10:00', end: '09:00' }))).fieldErrors,
    ).toEqual({ end: 'The end must be after the start.' });
    expect(await windowsOf(ana.account.id)).toEqual([]);
  });

  it("refuses a trainer touching another trainer's availability; a manager may", async () => {
    const ana = await trainer('Ana Costa');
    const ben = await trainer('Ben Okafor');
    const window = await ben.caller.availability.addWindow({ weekday: 5, start: '07:00', end: '09:00' });
    const dayOff = await ben.caller.availability.addTimeOff({ day: '2026-03-20', note: 'Course' });

    for (const call of [
      () => ana.caller.availability.addWindow({ trainerId: ben.account.id, weekday: 4, start: '07:00', end: '09:00' }),
      () => ana.caller.availability.removeWindow({ windowId: window.id }),
      () => ana.caller.availability.addTimeOff({ trainerId: ben.account.id, day: '2026-03-21', note: '' }),
      () => ana.caller.availability.removeTimeOff({ timeOffId: dayOff.id }),
      () => ana.caller.availability.get({ trainerId: ben.account.id }),
    ]) {
      expect((await apiError(call())).code).toBe('FORBIDDEN');
    }
    expect(await windowsOf(ben.account.id)).toEqual([{ weekday: 5, startTime: '07:00', endTime: '09:00' }]);

    const manager = await callerAs(deps, await createAccount(db, 'manager'));
    await manager.availability.addWindow({ trainerId: ben.account.id, weekday: 4, start: '07:00', end: '09:00' });
    await manager.availability.removeWindow({ windowId: window.id });
    await manager.availability.removeTimeOff({ timeOffId: dayOff.id });
    expect(await manager.availability.get({ trainerId: ben.account.id })).toMatchObject({
      windows: [{ weekday: 4, startTime: '07:00', endTime: '09:00' }],
      timeOff: [],
    });
  });

  it('refuses a day off in the past (the gym calendar), takes today and lists what is ahead', async () => {
    const ana = await trainer('Ana Costa');
    // 10:00 on 10 March in New York.
    expect(await apiError(ana.caller.availability.addTimeOff({ day: '2026-03-09', note: '' }))).toMatchObject({
      code: 'BAD_REQUEST',
      fieldErrors: { day: 'A day off cannot be in the past.' },
    });
    await ana.caller.availability.addTimeOff({ day: '2026-03-10', note: 'Dentist' });
    await ana.caller.availability.addTimeOff({ day: '2026-03-12', note: '' });
    expect((await apiError(ana.caller.availability.addTimeOff({ day: '2026-03-12', note: '' }))).message).toBe(
      'That day is already a day off.',
    );
    clock.advance(2 * 24 * 60 * 60_000);
    expect((await ana.caller.availability.get({})).timeOff.map((d) => d.day)).toEqual(['2026-03-12']);
  });
});

describe('PT services', () => {
  it('refuses a 5,000-character name with a clear message, and a name taken whatever its case and accents', async () => {
    const input = { description: '', durationMinutes: 60, price: '60.00' };
    expect(await apiError(desk.ptServices.create({ ...input, name: 'x'.repeat(5000) }))).toMatchObject({
      code: 'BAD_REQUEST',
      fieldErrors: { name: 'Service name must be at most 100 characters.' },
    });
    await desk.ptServices.create({ ...input, name: 'Séance privée', noShowFee: '15' });
    expect(await apiError(desk.ptServices.create({ ...input, name: 'SEANCE PRIVEE' }))).toMatchObject({
      code: 'CONFLICT',
      message: 'A service named "SEANCE PRIVEE" already exists.',
    });
    expect(
      (await apiError(desk.ptServices.create({ ...input, name: 'Odd', durationMinutes: 50 }))).fieldErrors,
    ).toEqual({
      durationMinutes: 'Length must be a multiple of 15 minutes.',
    });
    expect(await desk.ptServices.listAll()).toEqual([
      expect.objectContaining({ name: 'Séance privée', priceCents: 6000, noShowFeeCents: 1500, archived: false }),
    ]);
  });

  it('lists only active services publicly; archive and restore', async () => {
    const input = { description: '', price: '30' };
    const short = await desk.ptServices.create({ ...input, name: '30-minute check-in', durationMinutes: 30 });
    await desk.ptServices.create({ ...input, name: '60-minute personal training', durationMinutes: 60, price: '60' });
    await desk.ptServices.archive({ serviceId: short.id });
    const visitor = await callerAs(deps);
    expect((await visitor.ptServices.list()).map((s) => s.name)).toEqual(['60-minute personal training']);
    await desk.ptServices.restore({ serviceId: short.id });
    expect((await visitor.ptServices.list()).map((s) => s.name)).toEqual([
      '30-minute check-in',
      '60-minute personal training',
    ]);
  });
});

describe('PT packs', () => {
  async function ptPack() {
    return desk.plans.create({
      name: '10-session PT pack',
      price: '500',
      kind: 'pass',
      passVisits: 10,
      passDays: 180,
      passUse: 'training',
    });
  }

  it('bills once for a repeated key, leaves the membership plan alone, and check-in never uses it', async () => {
    const pack = await ptPack();
    expect(pack).toMatchObject({ kind: 'pass', passUse: 'training', passVisits: 10 });
    const member = await createAccount(db, 'member', { name: 'Lucas Rossi' });
    const planBefore = await db
      .selectFrom('memberships')
      .select(['planId', 'nextBillDate', 'status'])
      .where('userId', '=', member.id)
      .executeTakeFirstOrThrow();

    const input = {
      memberId: member.id,
      planId: pack.id,
      payment: { method: 'cash' as const },
      idempotencyKey: 'k'.repeat(24),
    };
    const first = await desk.ptPacks.sell(input);
    const again = await desk.ptPacks.sell(input);
    expect(again).toEqual(first);
    expect(first).toMatchObject({
      name: '10-session PT pack',
      sessionsTotal: 10,
      startsOn: '2026-03-10',
      expiresOn: '2026-09-05',
    });

    const bills = await db
      .selectFrom('bills')
      .select(['description', 'amountCents', 'status'])
      .where('memberId', '=', member.id)
      .execute();
    expect(bills).toEqual([{ description: '10-session PT pack', amountCents: 50000, status: 'paid' }]);
    expect(
      await db
        .selectFrom('memberships')
        .select(['planId', 'nextBillDate', 'status'])
        .where('userId', '=', member.id)
        .executeTakeFirstOrThrow(),
    ).toEqual(planBefore);

    // The member checks in (on the default free plan): the pack keeps every session.
    expect((await desk.checkIns.checkIn({ text: await codeOf(member) })).outcome).toBe('checked_in');
    const packs = await desk.ptPacks.forMember({ memberId: member.id });
    expect(packs).toEqual([
      expect.objectContaining({ sessionsTotal: 10, sessionsUsed: 0, sessionsLeft: 10, usable: true }),
    ]);
    expect(await (await callerAs(deps, member)).ptPacks.mine()).toEqual(packs);
  });

  it('a member holding only a PT pack on a visit pass plan is not let in by it', async () => {
    const visits = await desk.plans.create({
      name: '5-visit pass',
      price: '50',
      kind: 'pass',
      passVisits: 5,
      passDays: 30,
    });
    const pack = await ptPack();
    const member = await createAccount(db, 'member');
    const sold = await desk.passes.sell({ memberId: member.id, planId: visits.id });
    await desk.ptPacks.sell({ memberId: member.id, planId: pack.id });
    // Use up the five gym visits.
    await db.updateTable('memberPasses').set({ visitsUsed: 5 }).where('id', '=', sold.passId).execute();
    const answer = await desk.checkIns.checkIn({ text: await codeOf(member) });
    expect(answer.outcome).not.toBe('checked_in');
    expect((await desk.ptPacks.forMember({ memberId: member.id }))[0]?.sessionsUsed).toBe(0);
  });

  it('is not a membership plan: refused by passes.sell, Add member and change plan; a visit pass is not a PT pack', async () => {
    const pack = await ptPack();
    const member = await createAccount(db, 'member');
    expect((await apiError(desk.passes.sell({ memberId: member.id, planId: pack.id }))).fieldErrors).toEqual({
      planId: 'This is a PT pack, not a membership: sell it with "Sell PT pack" on the member\'s page.',
    });
    expect((await apiError(desk.members.add({ name: 'New Person', planId: pack.id }))).code).toBe('BAD_REQUEST');
    expect((await apiError(desk.memberships.changePlan({ userId: member.id, planId: pack.id }))).code).toBe('CONFLICT');
    const visits = await desk.plans.create({
      name: '5-visit pass',
      price: '50',
      kind: 'pass',
      passVisits: 5,
      passDays: 30,
    });
    expect((await apiError(desk.ptPacks.sell({ memberId: member.id, planId: visits.id }))).fieldErrors).toEqual({
      planId: 'Choose a PT pack that is on sale.',
    });
    expect(
      await apiError(
        desk.plans.update({ planId: pack.id, name: 'x', price: '1', kind: 'pass', passVisits: 1, passUse: 'visits' }),
      ),
    ).toMatchObject({ code: 'CONFLICT' });
  });
});

describe('settings.updateTraining', () => {
  it('saves the weight unit', async () => {
    await desk.settings.updateTraining({ weightUnit: 'lb' });
    expect((await desk.settings.get()).weightUnit).toBe('lb');
  });
});
