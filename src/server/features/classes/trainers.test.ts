// Classes with a trainer account (classes.trainer_id): the class form's trainer choices, and a
// trainer who sees, reads the roster of and takes the roll of only the sessions of classes they
// teach. Other staff roles see every session, as before.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiError } from '../../test/api-error.js';
import { type ClassesBed, createClassesBed, MONDAY_1800, refusal, SPIN } from '../../test/classes-testbed.js';
import { callerAs, createAccount, type TestAccount } from '../../test/harness.js';

let bed: ClassesBed;
let kim: TestAccount;
let lou: TestAccount;

beforeEach(async () => {
  bed = await createClassesBed();
  kim = await createAccount(bed.db, 'trainer', { name: 'Kim Trainer' });
  lou = await createAccount(bed.db, 'trainer', { name: 'Lou Coach' });
});
afterEach(() => bed.testDb.close());

const as = (account: TestAccount) => callerAs(bed.deps, account);
const TRAINER_NOT_CHOSEN = {
  code: 'BAD_REQUEST',
  message: 'Choose a trainer from the list.',
  fieldErrors: { trainerId: 'Choose a trainer from the list.' },
};

/** A class on Mondays at 18:00 taught by `trainer`, with its first session. */
async function classTaughtBy(name: string, trainer: TestAccount | null) {
  const klass = await bed.asAdmin.classes.create({ ...SPIN, name, trainerId: trainer?.id ?? '' });
  await bed.asAdmin.classes.addSlot({ classId: klass.id, weekday: 1, startTime: '18:00' });
  return { classId: klass.id, sessionId: await bed.firstSession(klass.id) };
}

describe('choosing a class trainer', () => {
  it('offers the trainer accounts by name, to management only', async () => {
    await createAccount(bed.db, 'frontdesk', { name: 'Aaron Desk' });
    await createAccount(bed.db, 'member', { name: 'Abe Member' });
    const manager = await createAccount(bed.db, 'manager');

    expect(await (await as(manager)).classes.trainers()).toEqual([
      { id: kim.id, name: 'Kim Trainer' },
      { id: lou.id, name: 'Lou Coach' },
    ]);
    expect((await apiError((await as(kim)).classes.trainers())).code).toBe('FORBIDDEN');
  });

  it('saves a trainer with a class, keeps it when an edit leaves it out, and clears it when emptied', async () => {
    const { classId } = await classTaughtBy('Spin', kim);
    const trainerOf = async () => (await bed.asAdmin.classes.list()).find((c) => c.id === classId)?.trainerId;
    expect(await trainerOf()).toBe(kim.id);

    await bed.asAdmin.classes.update({ classId, ...SPIN, capacity: 3 });
    expect(await trainerOf()).toBe(kim.id);
    await bed.asAdmin.classes.update({ classId, ...SPIN, trainerId: lou.id });
    expect(await trainerOf()).toBe(lou.id);
    await bed.asAdmin.classes.update({ classId, ...SPIN, trainerId: '' });
    expect(await trainerOf()).toBeNull();
  });

  it('refuses an account that is not a trainer, beside the field, and saves nothing', async () => {
    const desk = await createAccount(bed.db, 'frontdesk');
    const member = await createAccount(bed.db, 'member');
    const { classId } = await classTaughtBy('Spin', kim);

    for (const trainerId of [desk.id, member.id, bed.admin.id, 'no-such-account']) {
      expect(await apiError(bed.asAdmin.classes.create({ ...SPIN, name: 'Row', trainerId }))).toEqual(
        TRAINER_NOT_CHOSEN,
      );
      expect(await apiError(bed.asAdmin.classes.update({ classId, ...SPIN, trainerId }))).toEqual(TRAINER_NOT_CHOSEN);
    }
    expect((await bed.asAdmin.classes.list()).map((c) => [c.name, c.trainerId])).toEqual([['Spin', kim.id]]);
  });

  it('lets a class be edited while its trainer account is no longer a trainer', async () => {
    const { classId } = await classTaughtBy('Spin', kim);
    await bed.db.updateTable('users').set({ role: 'frontdesk' }).where('id', '=', kim.id).execute();

    expect(await bed.asAdmin.classes.update({ classId, ...SPIN, trainerId: kim.id, capacity: 5 })).toMatchObject({
      capacity: 5,
      trainerId: kim.id,
    });
  });
});

describe("a trainer's own sessions", () => {
  it('lists only the sessions of classes the trainer teaches; other staff see them all', async () => {
    await classTaughtBy('Spin', kim);
    await classTaughtBy('Boxing', lou);
    await classTaughtBy('Yoga', null);
    const desk = await createAccount(bed.db, 'frontdesk');
    const names = async (account: TestAccount) =>
      new Set((await (await as(account)).classes.sessions({ limit: 100 })).items.map((s) => s.className));

    expect(await names(kim)).toEqual(new Set(['Spin']));
    expect(await names(lou)).toEqual(new Set(['Boxing']));
    expect(await names(desk)).toEqual(new Set(['Spin', 'Boxing', 'Yoga']));
    // Pages of a trainer's sessions follow each other without gaps: eight Mondays ahead.
    const first = await (await as(kim)).classes.sessions({ limit: 5 });
    const second = await (await as(kim)).classes.sessions({ limit: 5, cursor: first.nextCursor ?? undefined });
    expect([...first.items, ...second.items].map((s) => s.startsAt)).toHaveLength(8);
    expect(new Set([...first.items, ...second.items].map((s) => s.className))).toEqual(new Set(['Spin']));
  });

  it("reads the roster and takes the roll of their own session only: another's is not found", async () => {
    const spin = await classTaughtBy('Spin', kim);
    const boxing = await classTaughtBy('Boxing', lou);
    const [spinner] = await bed.membersBooking(spin.sessionId, 1);
    const [boxer] = await bed.membersBooking(boxing.sessionId, 1);
    bed.clock.set(MONDAY_1800);
    const asKim = await as(kim);

    const roster = await asKim.classes.roster({ sessionId: spin.sessionId });
    expect(roster.people.map((p) => p.memberName)).toEqual([spinner?.name]);
    expect(await asKim.classes.markAttended({ bookingId: roster.people[0]?.id ?? '' })).toEqual({
      attended: true,
      attendedAt: MONDAY_1800,
    });

    expect(await refusal(asKim.classes.roster({ sessionId: boxing.sessionId }))).toBe('NOT_FOUND: Session not found.');
    const boxersBooking = (await bed.asAdmin.classes.roster({ sessionId: boxing.sessionId })).people[0]?.id ?? '';
    expect(await refusal(asKim.classes.markAttended({ bookingId: boxersBooking }))).toBe(
      'NOT_FOUND: Booking not found.',
    );

    const visits = await bed.db.selectFrom('checkIns').select(['memberId', 'source', 'createdBy']).execute();
    expect(visits).toEqual([{ memberId: spinner?.id, source: 'class', createdBy: kim.id }]);
    expect((await bed.asAdmin.classes.roster({ sessionId: boxing.sessionId })).people).toMatchObject([
      { memberName: boxer?.name, attendedAt: null },
    ]);
  });

  it('loses sight of a class once it is given to another trainer', async () => {
    const spin = await classTaughtBy('Spin', kim);
    await bed.asAdmin.classes.update({ classId: spin.classId, ...SPIN, trainerId: lou.id });

    expect((await (await as(kim)).classes.sessions({ limit: 20 })).items).toEqual([]);
    expect(await refusal((await as(kim)).classes.roster({ sessionId: spin.sessionId }))).toBe(
      'NOT_FOUND: Session not found.',
    );
    expect((await (await as(lou)).classes.roster({ sessionId: spin.sessionId })).session.className).toBe('Spin');
  });
});
