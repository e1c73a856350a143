// Makes the database fail on purpose, the same way on both dialects, to prove a change is all or
// nothing: every insert into `table` fails from now on.
import { sql } from 'kysely';
import type { Db } from '../db/schema.js';
import { TEST_DIALECT } from './databases.js';

export async function failInsertsInto(db: Db, table: string): Promise<void> {
  const trigger = sql.raw(`fail_inserts_${table}`);
  if (TEST_DIALECT === 'sqlite') {
    await sql`create trigger ${trigger} before insert on ${sql.table(table)}
      begin select raise(abort, 'simulated failure'); end`.execute(db);
    return;
  }
  await sql`create function ${trigger}() returns trigger language plpgsql as $$
      begin raise exception 'simulated failure'; end $$`.execute(db);
  await sql`create trigger ${trigger} before insert on ${sql.table(table)}
      for each row execute function ${trigger}()`.execute(db);
}

/** Undoes failInsertsInto: inserts into `table` work again. */
export async function stopFailingInsertsInto(db: Db, table: string): Promise<void> {
  const trigger = sql.raw(`fail_inserts_${table}`);
  if (TEST_DIALECT === 'sqlite') {
    await sql`drop trigger ${trigger}`.execute(db);
    return;
  }
  await sql`drop trigger ${trigger} on ${sql.table(table)}`.execute(db);
  await sql`drop function ${trigger}()`.execute(db);
}
