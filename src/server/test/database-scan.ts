// Every table and every text column of the test database, read whole: for tests that must show a
// value survives nowhere (the erasure test). Tables come from the database's own catalogue, so a
// table added later is scanned without anyone listing it.
import { sql } from 'kysely';
import type { Db } from '../db/schema.js';

export interface TextColumns {
  table: string;
  columns: string[];
}

export async function textColumnsOfEveryTable(db: Db, dialect: 'sqlite' | 'postgres'): Promise<TextColumns[]> {
  if (dialect === 'sqlite') {
    const tables = await sql<{ name: string }>`
      select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(db);
    const out: TextColumns[] = [];
    for (const { name } of tables.rows) {
      const columns = await sql<{ name: string; type: string }>`
        select name, type from pragma_table_info(${name})`.execute(db);
      out.push({
        table: name,
        // SQLite keeps any value in any column: read every column that is not declared a number.
        columns: columns.rows.filter((c) => !/INT|REAL|NUM/i.test(c.type)).map((c) => c.name),
      });
    }
    return out;
  }
  // Aliases without underscores: the app's Kysely turns result keys into camelCase.
  const rows = await sql<{ tname: string; cname: string; ctype: string }>`
    select c.table_name as tname, c.column_name as cname, c.data_type as ctype
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
     order by c.table_name, c.ordinal_position`.execute(db);
  const byTable = new Map<string, string[]>();
  for (const row of rows.rows) {
    const columns = byTable.get(row.tname) ?? [];
    if (/char|text|json|inet|bytea/i.test(row.ctype)) columns.push(row.cname);
    byTable.set(row.tname, columns);
  }
  return [...byTable].map(([table, columns]) => ({ table, columns })).sort((a, b) => a.table.localeCompare(b.table));
}

/** Each place (table.column, row) where one of `values` occurs, compared without capitals. */
export async function findValues(
  db: Db,
  tables: TextColumns[],
  values: string[],
): Promise<{ table: string; column: string; value: string; text: string }[]> {
  const wanted = values.map((value) => value.toLowerCase());
  const found: { table: string; column: string; value: string; text: string }[] = [];
  for (const { table, columns } of tables) {
    if (columns.length === 0) continue;
    const select = sql.join(columns.map((column, i) => sql`cast(${sql.id(column)} as text) as ${sql.id(`c${i}`)}`));
    const rows = await sql<Record<string, string | null>>`select ${select} from ${sql.id(table)}`.execute(db);
    for (const row of rows.rows) {
      for (const [i, column] of columns.entries()) {
        const text = row[`c${i}`];
        if (typeof text !== 'string') continue;
        const lower = text.toLowerCase();
        for (const value of wanted) {
          if (lower.includes(value)) found.push({ table, column, value, text: text.slice(0, 200) });
        }
      }
    }
  }
  return found;
}
