// What the settings cost a request. A member's bill page sent two statements before the gym had
// settings of its own (the session lookup, the page); it still sends two once the process has its
// copy, because the session lookup reads the settings' version in the same statement. The row itself
// is read again only when the version moved — once, by the first request that sees it move — so a
// change saved by another process applies at this process's next request.
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  billFixture,
  createAccount,
  createTestDatabase,
  createTestDeps,
  insertTestBills,
  type TestDatabase,
} from '../../test/harness.js';
import { recordingDatabase } from '../../test/query-plan.js';
import type { AppDeps } from '../../trpc/context.js';
import { contextForRequest } from '../../trpc/request-context.js';
import { createCaller } from '../../trpc/router.js';
import { updateSettingsRow } from './settings.queries.js';

let t: TestDatabase;
let recording: ReturnType<typeof recordingDatabase>;
let deps: AppDeps;
let cookie: string;

beforeEach(async () => {
  t = await createTestDatabase();
  recording = recordingDatabase(t.native);
  deps = createTestDeps({ db: recording.db, limitStore: t.limitStore });
  const member = await createAccount(t.db, 'member');
  // A member with bills: the page's total then comes with the page (an empty page counts apart).
  await insertTestBills(t.db, [billFixture(member.id, { amountCents: 2500 })]);
  cookie = (await deps.sessions.create(member.id)).cookie.serialized.split(';')[0] ?? '';
});
// The recording handle shares the test database's connection; closing that closes both.
afterEach(() => t.close());

/** One request for the member's bill page, as the /trpc route runs it; the statements it sent. */
async function billPageRequest(): Promise<string[]> {
  recording.statements.length = 0;
  const ctx = await contextForRequest(
    deps,
    { headers: { cookie }, ip: '127.0.0.1', log: pino({ level: 'silent' }) },
    { sendCookie: () => {}, afterResponse: () => {} },
  );
  await createCaller(ctx).bills.listMine({ page: 1, pageSize: 20 });
  return recording.statements.map((s) => s.sql);
}

describe("the gym's settings in a signed-in request", () => {
  it('cost no statement of their own once the process has its copy', async () => {
    // The process's first request reads the row once.
    expect(await billPageRequest()).toHaveLength(3);
    const steady = await billPageRequest();
    expect(steady).toHaveLength(2);
    expect(steady[0]).toMatch(/from "sessions"/);
    expect(steady[0]).toMatch(/"gym_settings"/);
    expect(steady[1]).toMatch(/from "bills"/);
  });

  it('are read again once, at the next request after another process saved a change', async () => {
    await billPageRequest();
    await updateSettingsRow(t.db, { timeZone: 'Asia/Tokyo' }, new Date());
    const after = await billPageRequest();
    expect(after).toHaveLength(3);
    expect(after[1]).toMatch(/from "gym_settings"/);
    expect((await deps.settings.current()).timeZone).toBe('Asia/Tokyo');
    expect(await billPageRequest()).toHaveLength(2);
  });
});
