// Kysely builds and compiles a query's SQL on every call; for the few statements every signed-in
// request runs (the session lookup, a member's bill page) that work showed up in the CPU profile.
// compiledOnce builds such a query once per database with named slots where its values go, and
// afterwards only fills the slots. Plugins still shape the results (CamelCasePlugin), and on SQLite
// the SQL text then finds its prepared statement in the statement cache (sqlite.ts).
import { type Compilable, CompiledQuery } from 'kysely';
import type { DbOrTx } from './schema.js';

/** Marks where a named value goes in the compiled parameters. */
class Slot {
  constructor(readonly name: string) {}
}

/**
 * `build` receives `slot(name)`, which stands for that value: use it only where a plain value goes
 * (a comparison, a limit), never in SQL that depends on the value itself (an IN list's length).
 */
export function compiledOnce<Params extends Record<string, unknown>, Row>(
  build: (db: DbOrTx, slot: <K extends keyof Params & string>(name: K) => Params[K]) => Compilable<Row>,
): (db: DbOrTx, params: Params) => Promise<Row[]> {
  // Per database handle: SQLite and PostgreSQL compile to different SQL; a transaction's handle is
  // new each time and simply compiles again.
  const compiled = new WeakMap<object, CompiledQuery<Row>>();
  const slot = (name: string) => new Slot(name) as never;
  return async (db, params) => {
    let query = compiled.get(db);
    if (!query) {
      query = build(db, slot).compile();
      compiled.set(db, query);
    }
    const parameters = query.parameters.map((value) => (value instanceof Slot ? params[value.name] : value));
    const { rows } = await db.executeQuery(CompiledQuery.raw(query.sql, parameters) as CompiledQuery<Row>);
    return rows;
  };
}
