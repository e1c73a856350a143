// Who may ask for reports, what a range must be, and that asking never writes anything.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { allEvents, apiError } from '../../test/api-error.js';
import {
  callerAs,
  createAccount,
  createRouterTestbed,
  type TestAccount,
  type TestDatabase,
} from '../../test/harness.js';
import type { AppDeps } from '../../trpc/context.js';

let t: TestDatabase;
let deps: AppDeps;
let admin: TestAccount;

beforeEach(async () => {
  ({ testDb: t, deps, admin } = await createRouterTestbed());
});
afterEach(async () => {
  await t.close();
});

async function adminCaller() {
  return callerAs(deps, admin);
}

describe('reports access', () => {
  it('refuses visitors, pending accounts and members', async () => {
    const member = await createAccount(t.db, 'member');
    const pending = await createAccount(t.db, 'pending');
    const range = { startDate: '2026-01-01', endDate: '2026-01-31' };
    for (const [caller, code] of [
      [await callerAs(deps), 'UNAUTHORIZED'],
      [await callerAs(deps, pending), 'FORBIDDEN'],
      [await callerAs(deps, member), 'FORBIDDEN'],
    ] as const) {
      expect((await apiError(caller.reports.membership())).code).toBe(code);
      expect((await apiError(caller.reports.financial(range))).code).toBe(code);
      expect((await apiError(caller.reports.attendance(range))).code).toBe(code);
    }
  });
});

describe('the range of a report', () => {
  it.each([
    [{ endDate: '2026-03-31' }, 'startDate', 'Start Date is required.'],
    [{ startDate: '', endDate: '2026-03-31' }, 'startDate', 'Start Date is required.'],
    [{ startDate: '2026-03-01' }, 'endDate', 'End Date is required.'],
    [{ startDate: '2026-03-01', endDate: '  ' }, 'endDate', 'End Date is required.'],
    [{ startDate: '2026-02-30', endDate: '2026-03-31' }, 'startDate', 'Enter a valid date.'],
    [{ startDate: '2026-03-01', endDate: '2026-13-01' }, 'endDate', 'Enter a valid date.'],
    [{ startDate: '2026-3-1', endDate: '2026-03-31' }, 'startDate', 'Enter a valid date.'],
    [{ startDate: '03/01/2026', endDate: '2026-03-31' }, 'startDate', 'Enter a valid date.'],
    [{ startDate: '9999-12-25', endDate: '9999-12-31' }, 'endDate', 'Enter a valid date.'],
    [{ startDate: '2026-03-02', endDate: '2026-03-01' }, 'endDate', 'Start Date must be on or before End Date.'],
  ])('refuses %j with "%s: %s"', async (input, field, message) => {
    // biome-ignore lint/suspicious/noExplicitAny: deliberately wrong input, as a hand-made request could send
    const error = await apiError((await adminCaller()).reports.financial(input as any));

    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toBe(message);
    expect(error.fieldErrors).toEqual({ [field]: message });
  });

  it('accepts a leap day, a one-day range, and the last days a report can reach (9999-12-31 cannot)', async () => {
    const caller = await adminCaller();
    const leapDay = { startDate: '2028-02-29', endDate: '2028-02-29' };
    await expect(caller.reports.financial(leapDay)).resolves.toMatchObject(leapDay);
    const lastDays = { startDate: '9999-12-24', endDate: '9999-12-30' };
    await expect(caller.reports.financial(lastDays)).resolves.toMatchObject({ billCount: 0 });
    await expect(caller.reports.attendance(lastDays)).resolves.toMatchObject(lastDays);
  });
});

describe('reports never write', () => {
  it('leaves the events table untouched', async () => {
    const caller = await adminCaller();
    const before = await allEvents(t.db);

    await caller.reports.membership();
    await caller.reports.financial({ startDate: '2026-01-01', endDate: '2026-12-31' });
    await caller.reports.attendance({ startDate: '2026-01-01', endDate: '2026-12-31' });

    expect(await allEvents(t.db)).toEqual(before);
  });
});
