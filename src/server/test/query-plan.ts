// What the database plans to do for a query exactly as the app compiles it, on either dialect:
// which indexes it searches and which tables it reads in full. A list that must stay an index range
// at a million rows asserts "searched through this index, no full scan".
import { CamelCasePlugin, type Compilable, CompiledQuery, Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { expect } from 'vitest';
import type { NativeHandle } from '../db/database.js';
import type { Database, Db } from '../db/schema.js';
import { TEST_DIALECT } from './databases.js';

export interface PlanSummary {
  /** `table:index` for every index searched with a condition. */
  searches: string[];
  /** `table:index` for indexes read in order without a condition (a first page under ORDER BY … LIMIT). */
  orderedScans: string[];
  /** Tables read from end to end. */
  fullScans: string[];
  /** Rows sorted by the database (SQLite's temp B-trees, PostgreSQL's Sort nodes), as planned. */
  sorts: string[];
  /** The raw plan, for failure messages. */
  text: string;
}

interface PgPlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PgPlanNode[];
}

function summarisePostgres(root: PgPlanNode): Omit<PlanSummary, 'text'> {
  const searches: string[] = [];
  const orderedScans: string[] = [];
  const fullScans: string[] = [];
  const sorts: string[] = [];
  const walk = (node: PgPlanNode, parentTable?: string) => {
    const type = node['Node Type'];
    const table = node['Relation Name'] ?? parentTable;
    if (type === 'Seq Scan') fullScans.push(node['Relation Name'] ?? '?');
    if (type === 'Sort' || type === 'Incremental Sort') sorts.push(type);
    if (type === 'Index Scan' || type === 'Index Only Scan' || type === 'Bitmap Index Scan') {
      if (node['Index Cond']) searches.push(`${table ?? '?'}:${node['Index Name']}`);
      else orderedScans.push(`${table ?? '?'}:${node['Index Name']}`);
    }
    for (const child of node.Plans ?? []) walk(child, type === 'Bitmap Heap Scan' ? table : undefined);
  };
  walk(root);
  return { searches, orderedScans, fullScans, sorts };
}

function summariseSqlite(lines: string[]): Omit<PlanSummary, 'text'> {
  const searches: string[] = [];
  const orderedScans: string[] = [];
  const fullScans: string[] = [];
  const sorts = lines.filter((line) => line.includes('TEMP B-TREE'));
  // A subquery in FROM runs as a co-routine (or is materialised) and is then scanned under its own
  // name: that scan reads the subquery's rows, not a table.
  const subqueries = new Set(lines.map((line) => /^(?:CO-ROUTINE|MATERIALIZE) (\w+)/.exec(line)?.[1]).filter(Boolean));
  for (const line of lines) {
    const search =
      /^SEARCH (\w+)(?: AS \w+)?(?: EXISTS)? USING (?:COVERING |PRIMARY KEY|INTEGER PRIMARY KEY)?\s*(?:INDEX (\w+))?/.exec(
        line,
      );
    if (search) searches.push(`${search[1]}:${search[2] ?? 'primary key'}`);
    const indexScan = /^SCAN (\w+)(?: AS \w+)? USING (?:COVERING )?INDEX (\w+)/.exec(line);
    const scan = /^SCAN (\w+)/.exec(line);
    if (indexScan) orderedScans.push(`${indexScan[1]}:${indexScan[2]}`);
    else if (scan && !subqueries.has(scan[1])) fullScans.push(scan[1] as string);
  }
  return { searches, orderedScans, fullScans, sorts };
}

/**
 * Test databases are copies of a seeded template, and opening one analyses its few rows (sqlite.ts),
 * so the planner would plan for a three-row table. Without statistics SQLite assumes big tables, which
 * is what these checks ask about: the statistics are dropped and the planner told to reload them.
 */
async function forgetSqliteStatistics(db: Db): Promise<void> {
  const { rows } = await sql<{
    n: number;
  }>`select count(*) as n from sqlite_schema where name = 'sqlite_stat1'`.execute(db);
  if (!rows[0]?.n) return;
  await sql`delete from sqlite_stat1`.execute(db);
  await sql`analyze sqlite_schema`.execute(db);
}

/**
 * How `query` would run. `indexOrderOnly`: on PostgreSQL, sorting is ruled out as well (it would
 * rightly sort the few rows of a test table), so a sort left in the plan means no index holds the
 * order asked for; SQLite already plans a sort only where no index gives the order.
 */
export async function planOf(
  db: Db,
  query: Compilable,
  options: { indexOrderOnly?: boolean } = {},
): Promise<PlanSummary> {
  const compiled = query.compile();
  if (TEST_DIALECT === 'sqlite') {
    await forgetSqliteStatistics(db);
    const explain = CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]);
    const lines = (await db.executeQuery<{ detail: string }>(explain)).rows.map((r) => r.detail);
    return { ...summariseSqlite(lines), text: lines.join('\n') };
  }
  // Test tables are small, and PostgreSQL rightly reads small tables whole; forbidding sequential
  // scans asks what it would do once the table is big, which is what this check is about.
  return db.transaction().execute(async (tx) => {
    await sql`set local enable_seqscan = off`.execute(tx);
    if (options.indexOrderOnly) {
      await sql`set local enable_sort = off`.execute(tx);
      await sql`set local enable_incremental_sort = off`.execute(tx);
    }
    const explain = CompiledQuery.raw(`explain (format json) ${compiled.sql}`, [...compiled.parameters]);
    const { rows } = await tx.executeQuery<{ 'QUERY PLAN': [{ Plan: PgPlanNode }] }>(explain);
    const plan = rows[0]?.['QUERY PLAN'][0].Plan as PgPlanNode;
    return { ...summarisePostgres(plan), text: JSON.stringify(plan, null, 1) };
  });
}

/** The query searches `table` through `index` and reads nothing else in full. */
export function expectIndexedSearch(plan: PlanSummary, table: string, index: string): void {
  expect(plan.searches, plan.text).toContain(`${table}:${index}`);
  expect(plan.fullScans, plan.text).toEqual([]);
  expect(plan.orderedScans, plan.text).toEqual([]);
}

/**
 * A first page: the query reads `index` in its order and stops at the LIMIT. It reads nothing in
 * full and nothing else without a condition.
 */
export function expectIndexOrder(plan: PlanSummary, table: string, index: string): void {
  expect([...plan.searches, ...plan.orderedScans], plan.text).toContain(`${table}:${index}`);
  expect(plan.fullScans, plan.text).toEqual([]);
  expect(
    plan.orderedScans.filter((s) => s !== `${table}:${index}`),
    plan.text,
  ).toEqual([]);
}

/**
 * A second Kysely over the test database's own connection that keeps every statement it runs,
 * compiled exactly as sent, so a test can plan what a whole procedure ran, inline queries included.
 * It shares the driver handle: never destroy it (closing the test database closes the handle). Its
 * plugins must stay those of openDatabase (src/server/db/database.ts), or the SQL would differ.
 */
export function recordingDatabase(native: NativeHandle): { db: Db; statements: CompiledQuery[] } {
  const statements: CompiledQuery[] = [];
  const dialect =
    native.dialect === 'sqlite'
      ? new SqliteDialect({ database: native.sqlite })
      : new PostgresDialect({ pool: native.pool });
  const db = new Kysely<Database>({
    dialect,
    plugins: [new CamelCasePlugin()],
    log: (event) => {
      if (event.level === 'query') statements.push(event.query);
    },
  });
  return { db, statements };
}
