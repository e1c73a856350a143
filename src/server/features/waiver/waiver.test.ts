// The waiver: versions that move only when the text changes, sign-up and "Add member" refused without
// the tick and the typed name (only when the gym has a waiver), the acceptance kept with version,
// name, time and address in the same transaction, a changed waiver asked again (booking refuses until
// then), and the member page's line.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiError } from '../../test/api-error.js';
import { type ClassesBed, createClassesBed } from '../../test/classes-testbed.js';
import { callerAs, createAccount } from '../../test/harness.js';

let bed: ClassesBed;
beforeEach(async () => {
  bed = await createClassesBed();
});
afterEach(() => bed.testDb.close());

const signUp = (n: number, extra: Record<string, unknown> = {}) => ({
  name: `Ada Lovelace ${n}`,
  email: `ada${n}@example.org`,
  password: 'long enough 1',
  confirmPassword: 'long enough 1',
  ...extra,
});

async function acceptancesOf(email: string) {
  return bed.db
    .selectFrom('waiverAcceptances')
    .innerJoin('users', 'users.id', 'waiverAcceptances.userId')
    .select(['waiverAcceptances.version', 'waiverAcceptances.typedName', 'waiverAcceptances.ip'])
    .where('users.email', '=', email)
    .execute();
}

async function defaultPlanId() {
  const plan = await bed.db.selectFrom('plans').select('id').where('isDefault', '=', 1).executeTakeFirstOrThrow();
  return plan.id;
}

describe('the waiver in Settings', () => {
  it('raises the version only when the text changes; an empty text removes the waiver', async () => {
    const { asAdmin } = bed;
    expect(await asAdmin.waiver.current()).toBeNull();
    expect(await asAdmin.waiver.update({ text: 'I train at my own risk.' })).toMatchObject({
      changed: true,
      waiver: { text: 'I train at my own risk.', version: 1, updatedAt: bed.clock.now().toISOString() },
    });
    expect(await asAdmin.waiver.update({ text: '  I train at my own risk.  ' })).toMatchObject({
      changed: false,
      waiver: { version: 1 },
    });
    expect(await asAdmin.waiver.update({ text: 'Version two.' })).toMatchObject({ waiver: { version: 2 } });
    expect(await asAdmin.waiver.current()).toMatchObject({ text: 'Version two.', version: 2 });
    // Emptied: no waiver is asked for; the next one gets a new number, never an old one's.
    expect(await asAdmin.waiver.update({ text: '' })).toMatchObject({ changed: true, waiver: { version: 2 } });
    expect(await asAdmin.waiver.current()).toBeNull();
    expect(await asAdmin.waiver.update({ text: 'Back again.' })).toMatchObject({ waiver: { version: 3 } });
    const tooLong = await apiError(asAdmin.waiver.update({ text: 'x'.repeat(20_001) }));
    expect(tooLong.message).toBe('The waiver must be at most 20,000 characters.');
  });
});

describe('sign-up with a waiver', () => {
  it('needs no waiver fields while the gym has none', async () => {
    const visitor = await callerAs(bed.deps, undefined, '203.0.113.5');
    await visitor.auth.signUp(signUp(1));
    expect(await acceptancesOf('ada1@example.org')).toEqual([]);
  });

  it('refuses without the tick or with another name, and keeps version, name and address', async () => {
    await bed.asAdmin.waiver.update({ text: 'I train at my own risk.' });
    const visitor = await callerAs(bed.deps, undefined, '203.0.113.5');
    const unticked = await apiError(visitor.auth.signUp(signUp(2, { waiverName: 'Ada Lovelace 2' })));
    expect(unticked.message).toBe('Please tick "I have read and accept the waiver".');
    const unnamed = await apiError(visitor.auth.signUp(signUp(2, { waiverAccepted: true })));
    expect(unnamed.message).toBe('Type your full name to sign the waiver.');
    const wrong = await apiError(visitor.auth.signUp(signUp(2, { waiverAccepted: true, waiverName: 'Someone Else' })));
    expect(wrong.message).toBe('The typed name must match the name given above.');
    expect(await bed.db.selectFrom('users').select('id').where('email', '=', 'ada2@example.org').execute()).toEqual([]);

    await visitor.auth.signUp(signUp(2, { waiverAccepted: true, waiverName: ' ada   LOVELACE 2 ' }));
    expect(await acceptancesOf('ada2@example.org')).toEqual([
      { version: 1, typedName: 'ada   LOVELACE 2', ip: '203.0.113.5' },
    ]);
  });
});

describe('"Add member" with a waiver', () => {
  it('asks the member present to accept it', async () => {
    await bed.asAdmin.waiver.update({ text: 'I train at my own risk.' });
    const planId = await defaultPlanId();
    const input = { name: 'Walk In', email: 'walkin@example.org', planId };
    const refused = await apiError(bed.asAdmin.members.add(input));
    expect(refused.message).toBe('Please tick "I have read and accept the waiver".');
    await bed.asAdmin.members.add({ ...input, waiverAccepted: true, waiverName: 'walk in' });
    expect(await acceptancesOf('walkin@example.org')).toEqual([{ version: 1, typedName: 'walk in', ip: '127.0.0.1' }]);
  });
});

describe('a changed waiver', () => {
  it('is asked at the next sign-in; booking refuses until it is accepted', async () => {
    const { classId } = await bed.spinOnMondays();
    const sessionId = await bed.firstSession(classId);
    const member = await createAccount(bed.db, 'member', { name: 'Grace Hopper' });
    const asMember = await callerAs(bed.deps, member, '198.51.100.8');
    expect(await asMember.waiver.mine()).toMatchObject({ pending: false, waiver: null });

    await bed.asAdmin.waiver.update({ text: 'New rules.' });
    expect(await asMember.waiver.mine()).toMatchObject({
      pending: true,
      waiver: { text: 'New rules.', version: 1 },
      accepted: null,
    });
    expect((await apiError(asMember.bookings.book({ sessionId }))).message).toBe(
      "Please accept the gym's waiver first (My waiver).",
    );
    const wrongName = await apiError(asMember.waiver.accept({ version: 1, accepted: true, typedName: 'Ada' }));
    expect(wrongName.message).toBe('The typed name must match the name on your account.');
    const stale = await apiError(asMember.waiver.accept({ version: 7, accepted: true, typedName: 'Grace Hopper' }));
    expect(stale.code).toBe('CONFLICT');

    expect(await asMember.waiver.accept({ version: 1, accepted: true, typedName: 'grace hopper' })).toEqual({
      accepted: true,
    });
    expect(await asMember.waiver.mine()).toMatchObject({ pending: false, accepted: { version: 1 } });
    await asMember.bookings.book({ sessionId });

    const line = await bed.asAdmin.waiver.ofMember({ userId: member.id });
    expect(line).toEqual({
      gymHasWaiver: true,
      currentVersion: 1,
      pending: false,
      accepted: { version: 1, acceptedAt: bed.clock.now().toISOString(), ip: '198.51.100.8' },
    });
    // Version 2: asked again.
    await bed.asAdmin.waiver.update({ text: 'Newer rules.' });
    expect(await bed.asAdmin.waiver.ofMember({ userId: member.id })).toMatchObject({
      pending: true,
      currentVersion: 2,
    });
  });
});
