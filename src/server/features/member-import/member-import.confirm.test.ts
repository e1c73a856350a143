// Import members, "Import N members": what is written for each row, that running the same file again
// changes nothing, and that a confirmation pressed twice (or by two admins at once) imports once.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dateInZone, startOfDay } from '../../../shared/calendar.js';
import { createAccount } from '../../test/harness.js';
import type { ManualClock } from '../../test/manual-clock.js';
import { runBilling } from '../billing/billing.run.js';
import { findDefaultPlan, insertPlan } from '../plans/plans.queries.js';
import { createImportBed, type ImportBed } from './member-import.testbed.js';

let bed: ImportBed;
beforeEach(async () => {
  bed = await createImportBed();
});
afterEach(() => bed.close());

const FILE =
  'Name,Email,Phone,Plan,Join date,Opening balance\n' +
  'Ada Moss,ADA@gym.test,+44 20 7946 0958,Gold,2024-03-01,12.50\n' +
  'Bea Ray,bea@gym.test,,,,\n' +
  'Bad Row,not-an-email,,,,\n';

async function preview(file = FILE) {
  const { status, body } = await bed.upload(file);
  expect(status).toBe(200);
  return body as { importId: string; toImport: number; existing: number; refused: number };
}

async function importedMembers() {
  return bed.t.db
    .selectFrom('users')
    .innerJoin('members', 'members.userId', 'users.id')
    .innerJoin('memberships', 'memberships.userId', 'users.id')
    .innerJoin('plans', 'plans.id', 'memberships.planId')
    .select([
      'users.name',
      'users.email',
      'users.phone',
      'users.role',
      'users.passwordHash',
      'users.joinDate',
      'plans.name as plan',
      'memberships.status',
      'memberships.memberCode',
    ])
    .where('users.email', 'in', ['ada@gym.test', 'bea@gym.test'])
    .orderBy('users.email')
    .execute();
}

describe('Import N members', () => {
  beforeEach(async () => {
    await insertPlan(bed.t.db, { name: 'Gold', priceCents: 5000, period: 'monthly', now: new Date() });
  });

  it('writes each accepted row as a member on its plan, with the opening balance as an open bill due today, and no mail', async () => {
    const { importId, toImport } = await preview();
    expect(toImport).toBe(2);
    expect(await bed.confirm(importId)).toEqual({ imported: 2, skipped: 0, invited: 0 });

    const defaultPlan = await findDefaultPlan(bed.t.db);
    const members = await importedMembers();
    expect(members).toEqual([
      expect.objectContaining({
        name: 'Ada Moss',
        email: 'ada@gym.test',
        phone: '+44 20 7946 0958',
        role: 'member',
        passwordHash: null,
        joinDate: startOfDay('2024-03-01', 'UTC').toISOString(),
        plan: 'Gold',
        status: 'active',
      }),
      expect.objectContaining({ name: 'Bea Ray', email: 'bea@gym.test', phone: null, plan: defaultPlan.name }),
    ]);
    expect(members.every((member) => /^[A-Z0-9]{8}$/.test(member.memberCode))).toBe(true);

    const today = dateInZone(bed.deps.clock.now(), 'UTC');
    const bills = await bed.t.db
      .selectFrom('bills')
      .innerJoin('users', 'users.id', 'bills.memberId')
      .select(['users.email', 'bills.description', 'bills.amountCents', 'bills.status', 'bills.dueDate'])
      .execute();
    expect(bills).toEqual([
      { email: 'ada@gym.test', description: 'Opening balance', amountCents: 1250, status: 'open', dueDate: today },
    ]);
    expect(await bed.t.db.selectFrom('mailQueue').select('id').execute()).toEqual([]);
    const events = await bed.t.db
      .selectFrom('events')
      .select(['type', 'detail'])
      .where('type', '=', 'admin.members_imported')
      .execute();
    expect(events).toHaveLength(1);
    expect(JSON.parse(String(events[0]?.detail))).toMatchObject({ imported: 2, skipped: 0, invited: 0 });
  });

  it('continues each plan on the member’s billing day: the running period is the old system’s, one joining today is billed today', async () => {
    const { importId } = await preview(
      'Name,Email,Plan,Join date\nAda Moss,ada@gym.test,Gold,2024-03-01\nCy New,cy@gym.test,Gold,\n',
    );
    await bed.confirm(importId);
    const today = dateInZone(bed.deps.clock.now(), 'UTC');
    const [year, month] = today.split('-').map(Number) as [number, number];
    const firstOfNextMonth = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
    const schedules = await bed.t.db
      .selectFrom('memberships')
      .innerJoin('users', 'users.id', 'memberships.userId')
      .select(['users.email', 'memberships.nextBillDate', 'memberships.billingDay'])
      .where('users.email', 'in', ['ada@gym.test', 'cy@gym.test'])
      .orderBy('users.email')
      .execute();
    expect(schedules).toEqual([
      { email: 'ada@gym.test', nextBillDate: firstOfNextMonth, billingDay: 1 },
      { email: 'cy@gym.test', nextBillDate: today, billingDay: Number(today.slice(8)) },
    ]);
    await runBilling(bed.deps);
    const billed = await bed.t.db
      .selectFrom('bills')
      .innerJoin('users', 'users.id', 'bills.memberId')
      .select(['users.email', 'bills.amountCents'])
      .execute();
    expect(billed).toEqual([{ email: 'cy@gym.test', amountCents: 5000 }]);
  });

  it('running the same file again finds everyone a member already and writes nothing', async () => {
    await bed.confirm((await preview()).importId);
    const users = await bed.userCount();
    const again = await preview();
    expect(again).toMatchObject({ toImport: 0, existing: 2, refused: 1 });
    expect(await bed.confirm(again.importId)).toEqual({ imported: 0, skipped: 0, invited: 0 });
    expect(await bed.userCount()).toBe(users);
    expect(await bed.t.db.selectFrom('bills').select('id').execute()).toHaveLength(1);
  });

  it('skips a row whose email became a member between the preview and the import', async () => {
    const { importId } = await preview();
    await createAccount(bed.t.db, 'member', { email: 'bea@gym.test' });
    expect(await bed.confirm(importId)).toEqual({ imported: 1, skipped: 1, invited: 0 });
  });

  it('answers a second confirmation with the first one’s result, and two at once import once', async () => {
    const first = await preview();
    expect(await bed.confirm(first.importId)).toEqual({ imported: 2, skipped: 0, invited: 0 });
    expect(await bed.confirm(first.importId)).toEqual({ imported: 2, skipped: 0, invited: 0 });

    const second = await preview(
      `Name,Email\n${Array.from({ length: 30 }, (_, i) => `Racer ${i},racer${i}@gym.test`).join('\n')}`,
    );
    const outcomes = await Promise.allSettled([bed.confirm(second.importId), bed.confirm(second.importId)]);
    const imported = outcomes.filter((o) => o.status === 'fulfilled' && o.value.imported === 30);
    expect(imported).toHaveLength(1);
    // The other one either heard it is running or, had the first finished, got the same answer.
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') expect(String(outcome.reason)).toMatch(/already running/);
    }
    const racers = await bed.t.db.selectFrom('users').select('id').where('email', 'like', 'racer%').execute();
    expect(racers).toHaveLength(30);
  });

  it('queues an invitation to each new member only when asked', async () => {
    const { importId } = await preview();
    expect(await bed.confirm(importId, true)).toEqual({ imported: 2, skipped: 0, invited: 2 });
    const mail = await bed.t.db.selectFrom('mailQueue').select(['kind', 'toAddress']).orderBy('toAddress').execute();
    expect(mail).toEqual([
      { kind: 'invitation', toAddress: 'ada@gym.test' },
      { kind: 'invitation', toAddress: 'bea@gym.test' },
    ]);
  });

  it('keeps no names or emails in the import once done, and drops previews nobody imported within a day', async () => {
    const done = await preview();
    await bed.confirm(done.importId);
    const waiting = await preview('Name,Email\nCy,cy@gym.test\n');
    const kept = await bed.t.db.selectFrom('memberImports').select(['id', 'rowsJson']).orderBy('createdAt').execute();
    expect(kept.find((row) => row.id === done.importId)?.rowsJson).toBe('[]');
    expect(kept.find((row) => row.id === waiting.importId)?.rowsJson).toContain('cy@gym.test');

    (bed.deps.clock as ManualClock).advance(25 * 60 * 60 * 1000);
    await preview('Name,Email\nDi,di@gym.test\n');
    const ids = (await bed.t.db.selectFrom('memberImports').select('id').execute()).map((row) => row.id);
    expect(ids).toContain(done.importId);
    expect(ids).not.toContain(waiting.importId);
    await expect(bed.confirm(waiting.importId)).rejects.toThrow('Import not found.');
  });

  it('says an import that stopped part-way did, and that the same file brings in the rest', async () => {
    const { importId } = await preview();
    // As a process that ended mid-import leaves it: claimed, never finished.
    await bed.t.db
      .updateTable('memberImports')
      .set({ status: 'imported', importedAt: bed.deps.clock.now().toISOString() })
      .where('id', '=', importId)
      .execute();
    await expect(bed.confirm(importId)).rejects.toThrow('This import is already running: it will be done in a moment.');
    (bed.deps.clock as ManualClock).advance(11 * 60 * 1000);
    await expect(bed.confirm(importId)).rejects.toThrow(
      'This import stopped part-way. Check the same file again to import the members it did not reach.',
    );
    expect(await bed.confirm((await preview()).importId)).toMatchObject({ imported: 2 });
  });

  it('says when the import does not exist', async () => {
    await expect(bed.confirm('no-such-import')).rejects.toThrow('Import not found.');
  });
});
