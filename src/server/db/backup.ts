// Online backup and offline restore of the SQLite database. Backups use SQLite's backup API, which
// copies a consistent snapshot while the app keeps serving; restores refuse damaged files and files
// written by a newer Palaestra, and only run while the app is stopped.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { knownMigrations } from './migrate.js';

export async function backupDatabase(databaseFile: string, targetFile: string): Promise<void> {
  if (!fs.existsSync(databaseFile)) throw new Error(`No database at ${databaseFile}.`);
  fs.mkdirSync(path.dirname(path.resolve(targetFile)), { recursive: true });
  const source = new SQLite(databaseFile, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    // Every page in one step after the first: copied in small steps, a backup starts over each time
    // the running server writes in between, and a busy gym writes all the time. One step reads one
    // consistent snapshot (WAL lets the server go on writing meanwhile); this runs in the CLI, not
    // the server, so holding its own event loop for the copy costs nothing.
    await source.backup(targetFile, { progress: ({ totalPages }) => totalPages });
  } finally {
    source.close();
  }
  const problem = inspectBackup(targetFile);
  if (problem) throw new Error(`The backup at ${targetFile} failed its check: ${problem}`);
}

/** Why a file must not be restored, or null when it is a sound Palaestra database this version knows. */
export function inspectBackup(file: string): string | null {
  if (!fs.existsSync(file)) return `no file at ${file}`;
  let db: SQLite.Database | undefined;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') return `integrity_check reported: ${String(integrity)}`;
    const hasMigrations = db
      .prepare("select count(*) as n from sqlite_master where type = 'table' and name = 'kysely_migration'")
      .get() as { n: number };
    if (hasMigrations.n === 0) return 'it is not a Palaestra database (no migration table)';
    const applied = (db.prepare('select name from kysely_migration').all() as { name: string }[]).map((r) => r.name);
    const unknown = applied.filter((name) => !knownMigrations.includes(name));
    if (unknown.length > 0)
      return `it comes from a newer Palaestra (unknown migrations: ${unknown.join(', ')}); upgrade first`;
    return null;
  } catch (error) {
    return `it could not be read as a SQLite database (${(error as Error).message})`;
  } finally {
    db?.close();
  }
}

/**
 * Replaces the database with a checked backup. The current file is kept beside it as
 * <name>.before-restore-<time> so a restore can itself be undone.
 */
export function restoreDatabase(backupFile: string, databaseFile: string): { previous: string | null } {
  const problem = inspectBackup(backupFile);
  if (problem) throw new Error(`Refusing to restore ${backupFile}: ${problem}.`);
  fs.mkdirSync(path.dirname(databaseFile), { recursive: true });
  const staging = `${databaseFile}.restoring`;
  fs.copyFileSync(backupFile, staging);
  let previous: string | null = null;
  if (fs.existsSync(databaseFile)) {
    // Fold any WAL content into the old file first, so the kept copy is complete on its own.
    const old = new SQLite(databaseFile);
    old.pragma('wal_checkpoint(TRUNCATE)');
    old.close();
    previous = `${databaseFile}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    fs.renameSync(databaseFile, previous);
  }
  for (const suffix of ['-wal', '-shm']) fs.rmSync(`${databaseFile}${suffix}`, { force: true });
  fs.renameSync(staging, databaseFile);
  return { previous };
}
