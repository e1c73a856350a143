// Every list and report has a query-plan test, and nothing a query procedure runs reads a growing
// table whole. The registry (src/server/test/plan-coverage.ts) names, for each query procedure of the
// app router, the plan tests of its builders or why it is no list; then each query procedure is
// called as the app would call it and every statement it sent is planned on this run's database.
import fs from 'node:fs';
import type { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookedSessionOf, paymentId } from '../test/catalog-inputs.js';
import {
  callerAs,
  createAccount,
  createTestDatabase,
  createTestDeps,
  type TestAccount,
  type TestDatabase,
} from '../test/harness.js';
import { NOT_A_LIST, PLAN_TESTED, SMALL_TABLES, WHOLE_READS } from '../test/plan-coverage.js';
import { allowedKind, callByPath, PROCEDURES } from '../test/procedure-catalog.js';
import { planOf, recordingDatabase } from '../test/query-plan.js';
import type { AppDeps } from '../trpc/context.js';
import { appRouter } from '../trpc/router.js';

const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>;
const queryProcedures = Object.keys(procedures)
  .filter((path) => procedures[path]?._def.type === 'query')
  .sort();

describe('the plan-coverage registry', () => {
  it('names every query procedure of the app router once: a plan-tested list or report, or not a list', () => {
    const named = [...Object.keys(PLAN_TESTED), ...Object.keys(NOT_A_LIST)].sort();
    expect(named).toEqual(queryProcedures);
  });

  it('lets no procedure named like a list or report pass as "not a list"', () => {
    const listLike = Object.keys(NOT_A_LIST).filter((path) =>
      /^(list|page|search|history|report|sessions|roster|timetable|upcoming|today)/i.test(path.split('.')[1] ?? ''),
    );
    expect(listLike).toEqual([]);
  });

  it.each(Object.entries(PLAN_TESTED))('%s: its plan tests exist and plan the builders named', (_path, coverage) => {
    // A procedure with no builder test yet must say which statements are inline and why.
    if (Object.keys(coverage.tests).length === 0) expect(coverage.inline).toMatch(/\S/);
    for (const [file, builders] of Object.entries(coverage.tests)) {
      expect(fs.existsSync(file), file).toBe(true);
      const text = fs.readFileSync(file, 'utf8');
      expect(text, file).toContain('planOf(');
      for (const builder of builders) expect(text, `${file} plans ${builder}`).toMatch(new RegExp(`\\b${builder}\\(`));
    }
  });
});

describe('what each query procedure runs', () => {
  let t: TestDatabase;
  let deps: AppDeps;
  let statements: CompiledQuery[];
  let admin: TestAccount;
  let member: TestAccount;

  // One member with a bill, a payment, a booking, a check-in, a note and a notification, so the
  // procedures run their every statement (several skip a step when there is nothing to show).
  beforeAll(async () => {
    t = await createTestDatabase();
    const recording = recordingDatabase(t.native);
    statements = recording.statements;
    deps = createTestDeps({ db: recording.db, limitStore: t.limitStore });
    admin = await createAccount(t.db, 'admin');
    member = await createAccount(t.db, 'member');
    const asMember = { deps, caller: member, admin };
    await paymentId(asMember);
    await bookedSessionOf(asMember);
    const desk = await callerAs(deps, admin);
    await desk.checkIns.checkInMember({ userId: member.id });
    await desk.memberNotes.add({ userId: member.id, body: 'Prefers mornings.' });
    await desk.notifications.send({ audience: 'member', memberId: member.id, message: 'Hello', withEmail: false });
    await desk.contact.markRead({ id: await contactMessage(deps) });
  });
  afterAll(() => t.close());

  it.each(queryProcedures)('%s reads no growing table whole', async (path) => {
    const procedure = PROCEDURES[path];
    if (!procedure) throw new Error(`${path} is missing from the procedure catalog`);
    const account = allowedKind(path) === 'admin' ? admin : member;
    const input = await procedure.validInput?.({ deps, caller: account, admin });
    // The member page's lists are asked about the member who has something on them.
    const asked = input && typeof input === 'object' && 'userId' in input ? { ...input, userId: member.id } : input;
    const caller = await callerAs(deps, account);
    statements.length = 0;
    await callByPath(caller, path, asked);
    const reads = statements.filter((statement) => /^\s*(select|with)\b/i.test(statement.sql));
    if (path in PLAN_TESTED) expect(reads.length, `${path} ran no query`).toBeGreaterThan(0);
    for (const statement of reads) {
      const plan = await planOf(t.db, { compile: () => statement });
      const context = `${statement.sql}\n${plan.text}`;
      expect(
        plan.fullScans.filter((table) => !(table in SMALL_TABLES)),
        context,
      ).toEqual([]);
      // An index read end to end is a first page only under a LIMIT; else it must be listed.
      if (!/\blimit\b/i.test(statement.sql)) {
        const whole = plan.orderedScans
          .map((read) => read.split(':')[0] as string)
          .filter((table) => !(table in SMALL_TABLES) && !(table in (WHOLE_READS[path] ?? {})));
        expect(whole, context).toEqual([]);
      }
    }
  });
});

async function contactMessage(deps: AppDeps): Promise<string> {
  const id = 'contact-plan-coverage';
  await deps.db
    .insertInto('contactMessages')
    .values({
      id,
      name: 'Ada',
      email: 'ada@example.com',
      message: 'Hello',
      createdAt: new Date().toISOString(),
      readAt: null,
    })
    .execute();
  return id;
}
