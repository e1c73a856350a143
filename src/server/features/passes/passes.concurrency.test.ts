// Two desks (two app processes: separate pools on PostgreSQL) checking in the last visit of a pass at
// the same moment use it once; the desk and a roll call using a pass with visits left at the same
// moment use one visit each, never more than the pass has. Many rounds, each on a fresh pass.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDeskBed, DESK_GYM } from '../../test/checkins-desk-testbed.js';
import { callerAs, createAccount, createTestDeps, type TestAccount, type TestDatabase } from '../../test/harness.js';
import type { ManualClock } from '../../test/manual-clock.js';
import { asAnotherProcess } from '../../test/money.js';
import { bookingInClassNow, passPlan } from '../../test/passes-testbed.js';
import type { AppDeps } from '../../trpc/context.js';

const ROUNDS = 20;

let t: TestDatabase;
let clock: ManualClock;
let deps: AppDeps;
let admin: TestAccount;
let other: { db: AppDeps['db']; close(): Promise<void> };
let secondDeps: AppDeps;

beforeEach(async () => {
  ({ t, clock, deps, admin } = await createDeskBed());
  other = asAnotherProcess(t);
  secondDeps = createTestDeps({ db: other.db, limitStore: t.limitStore }, { clock, gym: DESK_GYM });
});
afterEach(async () => {
  await other.close();
  await t.close();
});

const visitsUsed = async (memberId: string) =>
  (await deps.db.selectFrom('memberPasses').select('visitsUsed').where('memberId', '=', memberId).execute()).map(
    (p) => p.visitsUsed,
  );

describe('passes used at the same moment', () => {
  it('two desks checking in the last visit of a pass at once use it once', async () => {
    const [deskA, deskB] = [await callerAs(deps, admin), await callerAs(secondDeps, admin)];
    const pass = await passPlan(deps, { name: 'Drop-in', priceCents: 1500, passVisits: 1, passDays: null });
    const tally: Record<string, number> = {};
    for (let round = 0; round < ROUNDS; round++) {
      const member = await createAccount(deps.db, 'member', { name: `Racer ${round}` });
      await deskA.passes.sell({ memberId: member.id, planId: pass.id, payment: { method: 'cash' } });
      const { code } = await (await callerAs(deps, member)).checkIns.myCode();

      const answers = await Promise.all([
        deskA.checkIns.checkIn({ text: code }),
        deskB.checkIns.checkIn({ text: code }),
      ]);

      const outcomes = answers.map((a) => a.outcome).sort();
      for (const outcome of outcomes) tally[outcome] = (tally[outcome] ?? 0) + 1;
      expect(outcomes.filter((o) => o === 'checked_in')).toHaveLength(1);
      expect(await visitsUsed(member.id)).toEqual([1]);
      const checkIns = await deps.db.selectFrom('checkIns').select('id').where('memberId', '=', member.id).execute();
      expect(checkIns).toHaveLength(1);
    }
    console.info(`[passes.concurrency] two desks, last visit, ${ROUNDS} rounds: answers ${JSON.stringify(tally)}`);
  });

  it('the desk and a roll call using a pass with visits left at once use one visit each', async () => {
    const deskA = await callerAs(deps, admin);
    const rollCall = await callerAs(secondDeps, admin);
    const pass = await passPlan(deps, { name: '2-visit pass', priceCents: 2000, passVisits: 2, passDays: 30 });
    let used = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const member = await createAccount(deps.db, 'member', { name: `Class racer ${round}` });
      await deskA.passes.sell({ memberId: member.id, planId: pass.id });
      const { code } = await (await callerAs(deps, member)).checkIns.myCode();
      const bookingId = await bookingInClassNow(deps, admin, member.id);

      const [desk, roll] = await Promise.allSettled([
        deskA.checkIns.checkIn({ text: code }),
        rollCall.classes.markAttended({ bookingId }),
      ]);

      expect(desk.status).toBe('fulfilled');
      expect(roll.status).toBe('fulfilled');
      // One visit: the roll call counts no second visit within the hour of the desk's (and vice versa).
      const [count] = await visitsUsed(member.id);
      expect(count).toBe(1);
      used += count ?? 0;
    }
    console.info(`[passes.concurrency] desk + roll call, ${ROUNDS} rounds: ${used} visits used`);
  });
});
