// Every row of every table, in a stable order, on either dialect: "nothing changed" is this string
// being equal before and after.
import { sql } from 'kysely';
import type { Db } from '../db/schema.js';

export async function snapshotDatabase(db: Db): Promise<string> {
  // PostgreSQL lists every schema's tables; a test's own are those of its search_path.
  const all = await db.introspection.getTables();
  const current = all.some((t) => t.schema)
    ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
    : undefined;
  const tables = all
    .filter((t) => t.schema === current)
    .map((t) => t.name)
    .sort();
  const dump: [string, string[]][] = [];
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    dump.push([table, rows.map((row) => JSON.stringify(row)).sort()]);
  }
  return JSON.stringify(dump);
}
