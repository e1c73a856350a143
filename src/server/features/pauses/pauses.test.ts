// "Pause my membership": asked for, decided (by an admin, or at once when the gym allows), then
// started on its first day and ended after its last by the pauses job, with billing moved as for an
// admin's pause. The clock is moved; the job is called directly.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGymFormat } from '../../../shared/format.js';
import { apiError } from '../../test/api-error.js';
import { callerAs, createAccount, type TestAccount } from '../../test/harness.js';
import { addPlan, memberOnPlan, twoAppProcesses } from '../../test/money.js';
import { type Caller, createMoneyBed, type MoneyBed } from '../../test/money-bed.js';
import { findMembership } from '../memberships/memberships.service.js';
import { runPauses } from './pauses.run.js';

let bed: MoneyBed;
let member: TestAccount;
let asMember: Caller;

beforeEach(async () => {
  bed = await createMoneyBed();
  // Sat 31 Jan 2026 in London; Gold bills on the 15th, first on 15 Feb.
  const gold = await addPlan(bed.db, 'Gold', 3000, 'monthly');
  member = await memberOnPlan(bed.db, gold, '2026-02-15', { name: 'Pat Pause' });
  asMember = await callerAs(bed.deps, member);
});

afterEach(async () => {
  await bed.t.close();
});

const at = (instant: string) => bed.clock.set(instant);
const membership = () => findMembership(bed.db, member.id);
const messages = async () =>
  (await bed.db.selectFrom('notifications').select('message').where('memberId', '=', member.id).execute()).map(
    (n) => n.message,
  );
const date = async (day: string) => createGymFormat(await bed.deps.settings.current()).date(day);

describe('a pause request', () => {
  it('waits for an admin, starts on its first day and ends after its last, moving the next bill', async () => {
    const asked = await asMember.pauses.request({ startsOn: '2026-02-02', endsOn: '2026-02-11' });
    expect(asked.status).toBe('pending');
    expect((await bed.asAdmin.pauses.pending()).items.map((p) => p.memberName)).toEqual(['Pat Pause']);

    await bed.asAdmin.pauses.decide({ requestId: asked.id, decision: 'approve' });
    expect(await messages()).toContain(
      `Your membership pause from ${await date('2026-02-02')} until ${await date('2026-02-11')} is approved.`,
    );
    expect((await bed.asAdmin.pauses.pending()).items).toEqual([]);

    at('2026-02-01T23:30:00Z'); // still the 1st in London
    expect(await runPauses(bed.deps)).toEqual({ started: 0, ended: 0 });
    expect((await membership())?.status).toBe('active');

    at('2026-02-02T06:00:00Z');
    expect(await runPauses(bed.deps)).toEqual({ started: 1, ended: 0 });
    expect(await runPauses(bed.deps)).toEqual({ started: 0, ended: 0 });
    expect(await membership()).toMatchObject({ status: 'paused', pausedOn: '2026-02-02' });
    const home = await asMember.memberHome.get();
    expect(home.status).toBe('paused');
    expect(home.checkIn).toEqual({
      ok: false,
      reason: `Your membership is paused until ${await date('2026-02-11')}, so you cannot book classes or check in.`,
    });

    at('2026-02-11T22:00:00Z'); // the last day of the pause
    expect(await runPauses(bed.deps)).toEqual({ started: 0, ended: 0 });

    at('2026-02-12T08:00:00Z');
    expect(await runPauses(bed.deps)).toEqual({ started: 0, ended: 1 });
    // Ten days paused (2nd to 11th): the bill of the 15th moves to the 25th, as an admin's resume would.
    expect(await membership()).toMatchObject({ status: 'active', pausedOn: null, nextBillDate: '2026-02-25' });
    expect((await asMember.pauses.mine()).items[0]).toMatchObject({
      status: 'approved',
      startedAt: expect.any(String),
      endedAt: expect.any(String),
    });
    expect((await asMember.memberHome.get()).checkIn).toEqual({ ok: true });
  });

  it('is approved and started at once when the gym approves pauses automatically', async () => {
    await bed.asAdmin.settings.updateMemberRules({ pauseAutoApprove: true, classReminderHours: 3 });

    const asked = await asMember.pauses.request({ startsOn: '2026-01-31', endsOn: '2026-02-06' });

    expect(asked.status).toBe('approved');
    expect(await membership()).toMatchObject({ status: 'paused', pausedOn: '2026-01-31' });
    expect((await bed.asAdmin.pauses.pending()).items).toEqual([]);
    const events = await bed.db.selectFrom('events').select('type').where('subject', '=', member.id).execute();
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['member.pause_requested', 'system.pause_approved', 'system.pause_started']),
    );
  });

  it('can be declined: the member is told and nothing is paused', async () => {
    const asked = await asMember.pauses.request({ startsOn: '2026-02-02', endsOn: '2026-02-03' });

    expect(await bed.asAdmin.pauses.decide({ requestId: asked.id, decision: 'decline' })).toEqual({
      status: 'declined',
    });
    expect(await messages()).toContain(
      `Your request to pause your membership from ${await date('2026-02-02')} until ${await date('2026-02-03')} was declined.`,
    );
    expect(await apiError(bed.asAdmin.pauses.decide({ requestId: asked.id, decision: 'approve' }))).toMatchObject({
      code: 'CONFLICT',
      message: 'This pause request has already been decided or withdrawn.',
    });
    at('2026-02-02T12:00:00Z');
    await runPauses(bed.deps);
    expect((await membership())?.status).toBe('active');
    // A declined request is closed: the member may ask again.
    expect((await asMember.pauses.request({ startsOn: '2026-02-04', endsOn: '2026-02-05' })).status).toBe('pending');
  });

  it('can be withdrawn by its member while nobody has decided it, and only then', async () => {
    const asked = await asMember.pauses.request({ startsOn: '2026-02-02', endsOn: '2026-02-03' });
    const other = await callerAs(bed.deps, await createAccount(bed.db, 'member'));

    expect(await apiError(other.pauses.withdraw({ requestId: asked.id }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await asMember.pauses.withdraw({ requestId: asked.id })).toEqual({ status: 'withdrawn' });
    expect(await apiError(asMember.pauses.withdraw({ requestId: asked.id }))).toMatchObject({ code: 'CONFLICT' });
    expect(await apiError(bed.asAdmin.pauses.decide({ requestId: asked.id, decision: 'approve' }))).toMatchObject({
      code: 'CONFLICT',
    });
    expect((await asMember.pauses.mine()).items.map((p) => p.status)).toEqual(['withdrawn']);
  });

  it('refuses dates in the past, out of order or too long, a second open request and a paused member', async () => {
    const field = async (call: Promise<unknown>) => (await apiError(call)).fieldErrors;

    expect(await field(asMember.pauses.request({ startsOn: '2026-01-30', endsOn: '2026-02-03' }))).toEqual({
      startsOn: 'From must be today or later.',
    });
    expect(await field(asMember.pauses.request({ startsOn: '2026-02-03', endsOn: '2026-02-02' }))).toEqual({
      endsOn: 'Until must be on or after From.',
    });
    expect(await field(asMember.pauses.request({ startsOn: '2026-02-01', endsOn: '2026-05-02' }))).toEqual({
      endsOn: 'A pause can last at most 90 days.',
    });
    expect(await field(asMember.pauses.request({ startsOn: '2026-02-31', endsOn: '2026-03-01' }))).toEqual({
      startsOn: 'From: enter a valid date.',
    });
    expect(await asMember.pauses.mine()).toEqual({ items: [] });

    await asMember.pauses.request({ startsOn: '2026-02-01', endsOn: '2026-05-01' }); // 90 days: the most
    expect(await apiError(asMember.pauses.request({ startsOn: '2026-06-01', endsOn: '2026-06-02' }))).toMatchObject({
      code: 'CONFLICT',
      message: 'You already have a pause request. Withdraw it first to ask for other dates.',
    });

    const paused = await createAccount(bed.db, 'member');
    await bed.asAdmin.memberships.pause({ userId: paused.id });
    expect(
      await apiError(
        (await callerAs(bed.deps, paused)).pauses.request({ startsOn: '2026-02-01', endsOn: '2026-02-02' }),
      ),
    ).toMatchObject({ code: 'CONFLICT', message: 'Only an active membership can be paused.' });
  });

  it('is started once when two processes run the job at the same moment', async () => {
    const asked = await asMember.pauses.request({ startsOn: '2026-02-02', endsOn: '2026-02-03' });
    await bed.asAdmin.pauses.decide({ requestId: asked.id, decision: 'approve' });
    const two = twoAppProcesses(bed.t, { clock: bed.clock });
    try {
      at('2026-02-02T09:00:00Z');
      const runs = await Promise.all(two.processes.map((deps) => runPauses(deps)));
      expect(runs.reduce((sum, run) => sum + run.started, 0)).toBe(1);
      at('2026-02-04T09:00:00Z');
      const ends = await Promise.all(two.processes.map((deps) => runPauses(deps)));
      expect(ends.reduce((sum, run) => sum + run.ended, 0)).toBe(1);
      const paused = await bed.db.selectFrom('events').select('type').where('subject', '=', member.id).execute();
      expect(paused.filter((e) => e.type === 'admin.membership_paused')).toHaveLength(1);
      expect(paused.filter((e) => e.type === 'admin.membership_resumed')).toHaveLength(1);
    } finally {
      await two.close();
    }
  });

  it('leaves alone a membership cancelled before the pause starts, and never resumes it', async () => {
    const asked = await asMember.pauses.request({ startsOn: '2026-02-02', endsOn: '2026-02-05' });
    await bed.asAdmin.pauses.decide({ requestId: asked.id, decision: 'approve' });
    await bed.asAdmin.memberships.cancel({ userId: member.id });

    at('2026-02-02T09:00:00Z');
    await runPauses(bed.deps);
    expect((await membership())?.status).toBe('cancelled');
    at('2026-02-06T09:00:00Z');
    expect(await runPauses(bed.deps)).toEqual({ started: 0, ended: 0 });
    expect((await membership())?.status).toBe('cancelled');
    expect((await asMember.pauses.mine()).items[0]).toMatchObject({ status: 'approved', endedAt: expect.any(String) });
  });
});
