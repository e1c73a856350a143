// The statements Kysely's SQLite driver runs: cached by SQL text, with rows read as arrays and made
// into objects, which must be exactly the objects better-sqlite3 itself would have made.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './sqlite.js';

let dir: string;
let sqlite: SQLite.Database;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'palaestra-statements-'));
  sqlite = new SQLite(path.join(dir, 'test.db'));
  sqlite.exec(`create table people (id integer primary key, name text not null, note text, photo blob, score real);
    insert into people (name, note, photo, score) values ('Ada', null, x'0102', 1.5), ('Bo', 'likes ''quotes''', null, 2);
    create table visits (id integer primary key, person_id integer not null, day text not null);
    insert into visits (person_id, day) values (1, '2026-11-01'), (1, '2026-11-02'), (2, '2026-11-03');`);
});
afterEach(() => {
  sqlite.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('statements from the cache', () => {
  it.each([
    ['every kind of value', 'select id, name, note, photo, score from people order by id', []],
    ['expressions and aliases', 'select count(*), max(score) as best, ? as asked from people', ['x']],
    [
      'a repeated column name (the last one wins)',
      'select people.id, visits.id from people join visits on visits.person_id = people.id order by visits.id',
      [],
    ],
    ['no rows', 'select id, name from people where id = ?', [99]],
  ])('returns %s exactly as better-sqlite3 makes them', (_what, sql, parameters) => {
    const statements = withStatementCache(sqlite);

    const rows = statements.prepare(sql).all(parameters);

    expect(rows).toStrictEqual(sqlite.prepare(sql).all(parameters));
  });

  it('hands out one statement per SQL text, and answers with the new values each time', () => {
    const statements = withStatementCache(sqlite);
    const sql = 'select name from people where id = ?';

    const first = statements.prepare(sql);
    const again = statements.prepare(sql);

    expect(again).toBe(first);
    expect(first.all([1])).toStrictEqual([{ name: 'Ada' }]);
    expect(again.all([2])).toStrictEqual([{ name: 'Bo' }]);
  });

  it('streams rows as objects, and gives a second caller its own statement while the first streams', () => {
    const statements = withStatementCache(sqlite);
    const sql = 'select person_id, day from visits order by id';
    const streaming = statements.prepare(sql).iterate([]);

    const first = streaming.next();
    const meanwhile = statements.prepare(sql).all([]);
    const rest = [...streaming];

    expect(first.value).toStrictEqual({ person_id: 1, day: '2026-11-01' });
    expect(rest).toStrictEqual([
      { person_id: 1, day: '2026-11-02' },
      { person_id: 2, day: '2026-11-03' },
    ]);
    expect(meanwhile).toHaveLength(3);
  });

  it('runs writes and reports what they changed', () => {
    const statements = withStatementCache(sqlite);

    const insert = statements.prepare('insert into people (name) values (?)');
    const result = insert.run(['Cy']);

    expect(insert.reader).toBe(false);
    expect(result).toMatchObject({ changes: 1, lastInsertRowid: 3 });
    expect(statements.prepare('select name from people where id = 3').all([])).toStrictEqual([{ name: 'Cy' }]);
  });

  it('answers a cached `select *` with the columns of the schema as it is now', () => {
    const statements = withStatementCache(sqlite);
    const everything = 'select * from visits where id = 1';
    expect(statements.prepare(everything).all([])).toStrictEqual([{ id: 1, person_id: 1, day: '2026-11-01' }]);

    statements.prepare("alter table visits add column place text not null default 'Main hall'").run([]);
    const afterAdding = statements.prepare(everything).all([]);
    statements
      .prepare('create table visits_new (day text not null, id integer primary key, person_id integer)')
      .run([]);
    statements.prepare('insert into visits_new (day, id, person_id) select day, id, person_id from visits').run([]);
    statements.prepare('drop table visits').run([]);
    statements.prepare('alter table visits_new rename to visits').run([]);
    const afterRebuilding = statements.prepare(everything).all([]);

    expect(afterAdding).toStrictEqual([{ id: 1, person_id: 1, day: '2026-11-01', place: 'Main hall' }]);
    expect(afterRebuilding).toStrictEqual(sqlite.prepare(everything).all());
    expect(afterRebuilding).toStrictEqual([{ day: '2026-11-01', id: 1, person_id: 1 }]);
  });

  it('keeps only the most recently used statements', () => {
    const statements = withStatementCache(sqlite, { limit: 2 });
    const a = statements.prepare('select 1 as a');
    statements.prepare('select 2 as b');
    statements.prepare('select 1 as a'); // a is now the most recent
    statements.prepare('select 3 as c'); // b goes

    expect(statements.prepare('select 1 as a')).toBe(a);
    expect(statements.prepare('select 2 as b').all([])).toStrictEqual([{ b: 2 }]);
  });
});
