// Keeps the query planner's table statistics current. PostgreSQL's autovacuum does this by itself;
// SQLite analyses only when asked, and PRAGMA optimize does it only for tables that need it.
import { SqliteAdapter, sql } from 'kysely';
import type { Db } from './schema.js';

export async function refreshPlannerStatistics(db: Db): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) await sql`pragma optimize`.execute(db);
}
