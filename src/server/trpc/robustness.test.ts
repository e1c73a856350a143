// Malformed input of every kind, to every procedure: always a 4xx answer, never a 5xx, and the
// database exactly as it was.

import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callerAs,
  createAccount,
  createTestDatabase,
  createTestDeps,
  type TestAccount,
  type TestDatabase,
} from '../test/harness.js';
import { allowedKind, callByPath, PROCEDURES, type ProcedureCase } from '../test/procedure-catalog.js';
import { snapshotDatabase } from '../test/snapshot.js';
import type { AppDeps } from './context.js';

let t: TestDatabase;
let deps: AppDeps;
let admin: TestAccount;
let member: TestAccount;

beforeAll(async () => {
  t = await createTestDatabase();
  deps = createTestDeps(t);
  admin = await createAccount(t.db, 'admin');
  member = await createAccount(t.db, 'member');
});
afterAll(() => t.close());

function deeplyNested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i += 1) value = { nested: value };
  return value;
}

const HUGE = 'x'.repeat(200_000);
/** Values that are wrong for every field of every procedure. */
const BAD_VALUES: [string, unknown][] = [
  ['a huge string', HUGE],
  ['NaN', Number.NaN],
  ['Infinity', Number.POSITIVE_INFINITY],
  ['a negative number', -1],
  ['a fraction', 1.5],
  ['a boolean', true],
  ['null', null],
  ['an array', ['x']],
  ['a deeply nested object', deeplyNested(5_000)],
];

function malformedInputs(valid: Record<string, unknown>, procedure: ProcedureCase): [string, unknown][] {
  const cases: [string, unknown][] = [
    ['null', null],
    ['a number', 42],
    ['a string', 'text'],
    ['an array', [valid]],
    ['an unknown field', { ...valid, isAdmin: true }],
    ['a __proto__ key', JSON.parse(`{"__proto__": {"role": "admin"}, ${JSON.stringify(valid).slice(1)}`)],
  ];
  const everyFieldOptional = Object.keys(valid).every((key) => procedure.optional?.includes(key));
  if (!everyFieldOptional) cases.push(['an empty object', {}]);
  for (const key of Object.keys(valid)) {
    const { [key]: _dropped, ...rest } = valid;
    if (!procedure.optional?.includes(key)) cases.push([`${key} missing`, rest]);
    for (const [label, value] of BAD_VALUES) {
      if (procedure.alsoValid?.[key]?.includes(value)) continue;
      cases.push([`${key} as ${label}`, { ...valid, [key]: value }]);
    }
  }
  return cases;
}

const withInput = Object.entries(PROCEDURES).filter(([, p]) => p.validInput);

describe.each(withInput)('%s with malformed input', (path, procedure) => {
  it('answers 4xx every time and changes nothing', async () => {
    const account = allowedKind(path) === 'member' ? member : admin;
    const caller = await callerAs(deps, account);
    const valid = (await procedure.validInput?.({ deps, caller: account, admin })) as Record<string, unknown>;
    const before = await snapshotDatabase(t.db);
    const failures: string[] = [];
    for (const [label, input] of malformedInputs(valid, procedure)) {
      try {
        await callByPath(caller, path, input);
        failures.push(`${label}: succeeded`);
      } catch (error) {
        const status = error instanceof TRPCError ? getHTTPStatusCodeFromError(error) : 500;
        if (status < 400 || status >= 500)
          failures.push(`${label}: ${status} ${(error as Error).message.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshotDatabase(t.db)).toBe(before);
  });
});

/** Each text field of a valid input ending in NUL, or NUL alone; each item of a list of texts too. */
function inputsWithNul(valid: Record<string, unknown>): [string, unknown][] {
  const cases: [string, unknown][] = [];
  for (const [key, value] of Object.entries(valid)) {
    if (typeof value === 'string') {
      cases.push([`${key} ending in NUL`, { ...valid, [key]: `${value}\u0000` }]);
      cases.push([`${key} as NUL`, { ...valid, [key]: '\u0000' }]);
    } else if (Array.isArray(value) && typeof value[0] === 'string') {
      cases.push([`${key} items ending in NUL`, { ...valid, [key]: value.map((item) => `${item}\u0000`) }]);
    }
  }
  return cases;
}

const asCursorText = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A keyset page's cursor comes back from the client as any text: one of ours in shape, with a NUL. */
function cursorsWithNul(valid: Record<string, unknown>, procedure: ProcedureCase): [string, unknown][] {
  if (!procedure.optional?.includes('cursor')) return [];
  return [
    ['a cursor whose key has NUL', { ...valid, cursor: asCursorText(['\u0000', 'x']) }],
    ['a cursor whose id has NUL', { ...valid, cursor: asCursorText(['2026-01-01T00:00:00.000Z', '\u0000']) }],
  ];
}

/**
 * The snapshot without rate-limit counters: checking a reset link counts an attempt whatever the link
 * (on PostgreSQL the counters share the database; SQLite keeps them in a file of their own).
 */
async function snapshotWithoutCounters(): Promise<string> {
  const tables = JSON.parse(await snapshotDatabase(t.db)) as [string, string[]][];
  return JSON.stringify(tables.filter(([table]) => table !== 'rate_limits'));
}

// PostgreSQL refuses a text parameter holding NUL (SQLite stores it), so a field that let one reach a
// query answered 500 on PostgreSQL where SQLite answered "not found". A NUL may be refused or answered
// like any unknown value (a reset link "not usable"), but never with a 5xx, and it writes nothing.
describe.each(withInput)('%s with a NUL character', (path, procedure) => {
  it('never answers 5xx and changes nothing', async () => {
    const account = allowedKind(path) === 'member' ? member : admin;
    const caller = await callerAs(deps, account);
    const valid = (await procedure.validInput?.({ deps, caller: account, admin })) as Record<string, unknown>;
    const before = await snapshotWithoutCounters();
    const failures: string[] = [];
    for (const [label, input] of [...inputsWithNul(valid), ...cursorsWithNul(valid, procedure)]) {
      try {
        await callByPath(caller, path, input);
      } catch (error) {
        const status = error instanceof TRPCError ? getHTTPStatusCodeFromError(error) : 500;
        if (status >= 500) failures.push(`${label}: ${status} ${(error as Error).message.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshotWithoutCounters()).toBe(before);
  });
});
