import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertBill } from '../features/billing/billing.queries.js';
import {
  billFixture,
  createAccount,
  createTestDatabase,
  sqliteFileOf,
  type TestDatabase,
  tempDir,
} from '../test/harness.js';
import { backupDatabase, inspectBackup, restoreDatabase } from './backup.js';
import { openSqliteDatabase } from './database.js';

let t: TestDatabase;
let file: string;
let work: string;
beforeEach(async () => {
  t = await createTestDatabase();
  file = sqliteFileOf(t);
  work = tempDir('palaestra-backup-');
});
afterEach(async () => {
  await t.close();
  fs.rmSync(work, { recursive: true, force: true });
});

function counts(file: string): Record<string, number> {
  const db = new SQLite(file, { readonly: true });
  try {
    const tables = db
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")
      .all() as { name: string }[];
    return Object.fromEntries(
      tables.map(({ name }) => [name, (db.prepare(`select count(*) as n from "${name}"`).get() as { n: number }).n]),
    );
  } finally {
    db.close();
  }
}

describe('backup and restore', () => {
  it('copies a consistent database while writes go on, and restores it into a fresh data folder', async () => {
    const member = await createAccount(t.db, 'member');
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        await t.db.transaction().execute((tx) => insertBill(tx, billFixture(member.id, { amountCents: 100 })));
        written += 1;
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
    })();
    const backupFile = path.join(work, 'nightly.db');
    await backupDatabase(file, backupFile);
    writing = false;
    await writer;

    expect(inspectBackup(backupFile)).toBeNull();
    const backedUp = counts(backupFile);
    expect(backedUp.bills).toBeGreaterThan(0);
    expect(backedUp.bills).toBeLessThanOrEqual(written);

    const freshData = tempDir('palaestra-restore-');
    const target = path.join(freshData, 'gymdesk.db');
    expect(restoreDatabase(backupFile, target)).toEqual({ previous: null });
    expect(counts(target)).toEqual(backedUp);
    const { db } = openSqliteDatabase(target);
    await expect(
      db.selectFrom('users').select('email').where('id', '=', member.id).executeTakeFirst(),
    ).resolves.toEqual({
      email: member.email,
    });
    await db.destroy();
    fs.rmSync(freshData, { recursive: true, force: true });
  });

  it('keeps the replaced database beside the restored one', async () => {
    const backupFile = path.join(work, 'copy.db');
    await backupDatabase(file, backupFile);
    await createAccount(t.db, 'admin');
    await t.db.destroy();
    const { previous } = restoreDatabase(backupFile, file);
    expect(previous && fs.existsSync(previous)).toBe(true);
    expect(counts(file).users).toBe(0);
    expect(counts(previous as string).users).toBe(1);
    t.db = openSqliteDatabase(file).db;
  });

  it('refuses a damaged file and leaves the database alone', async () => {
    const damaged = path.join(work, 'damaged.db');
    await backupDatabase(file, damaged);
    const bytes = fs.readFileSync(damaged);
    bytes.fill(0x5a, 4096, 8192); // scribble over the second page
    fs.writeFileSync(damaged, bytes);
    expect(inspectBackup(damaged)).toMatch(/integrity_check|could not be read/);
    const before = fs.readFileSync(file);
    expect(() => restoreDatabase(damaged, file)).toThrow(/Refusing to restore/);
    expect(fs.readFileSync(file).equals(before)).toBe(true);
  });

  it('refuses a file from a newer Palaestra and one that is not a Palaestra database', async () => {
    const newer = path.join(work, 'newer.db');
    await backupDatabase(file, newer);
    const db = new SQLite(newer);
    db.prepare('insert into kysely_migration (name, timestamp) values (?, ?)').run(
      '9999_from_the_future',
      new Date().toISOString(),
    );
    db.close();
    expect(inspectBackup(newer)).toMatch(/newer Palaestra.*9999_from_the_future/);

    const foreign = path.join(work, 'foreign.db');
    new SQLite(foreign).exec('create table x (y)');
    expect(inspectBackup(foreign)).toMatch(/not a Palaestra database/);
    expect(inspectBackup(path.join(work, 'missing.db'))).toMatch(/no file/);
  });
});
