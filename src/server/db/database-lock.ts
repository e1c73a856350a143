// One process per SQLite database file, enforced by the operating system rather than by pid numbers
// (every container's server is pid 1). The lock belongs to the database file, not to DATA_DIR: a
// server and a restore that reach the same file through different data folders
// (DATABASE_URL=sqlite:/c/gym.db) meet on the same lock. The holder keeps an exclusive SQLite
// transaction open on a lock file beside the database, named after it (gym.db → gym.lock); SQLite
// takes a POSIX lock on that file for it, and the kernel drops the lock the instant the process
// dies, SIGKILL included, so a crash never leaves a stale lock behind.
// For the default database, DATA_DIR/gymdesk.db, the lock file is DATA_DIR/gymdesk.lock: the file
// older versions locked as "the data folder's lock", so an older server and a newer restore (or the
// other way round) still exclude each other across an upgrade.
// <lock file>.json only describes the holder for messages; the lock never reads it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';

/** How the server names itself to whoever it refuses. */
export const SERVER_PURPOSE = 'the Palaestra server';

export interface LockHolder {
  purpose: string;
  pid: number;
  host: string;
  since: string;
}

export interface DatabaseLock {
  release(): void;
}

export class DatabaseBusyError extends Error {
  constructor(
    readonly databaseFile: string,
    readonly holder: LockHolder | null,
  ) {
    super(`The database ${databaseFile} is in use by ${holder ? describeHolder(holder) : 'another process'}.`);
  }
}

function describeHolder(holder: LockHolder): string {
  return `${holder.purpose} (pid ${holder.pid} on ${holder.host}, since ${holder.since})`;
}

/** The one line a server that may not start prints: who holds the database, and what to do. */
export function serverRefusal(error: DatabaseBusyError): string {
  const { databaseFile, holder } = error;
  if (holder && holder.purpose !== SERVER_PURPOSE) {
    return `Palaestra cannot start: ${databaseFile} is in use by ${describeHolder(holder)}. Start Palaestra once it has finished.`;
  }
  const where = holder ? ` (pid ${holder.pid} on ${holder.host}, since ${holder.since})` : '';
  return `Palaestra is already running on ${databaseFile}${where}. Stop it first, or give this server its own database (DATA_DIR or DATABASE_URL).`;
}

/** The path with symbolic links resolved as far as it exists, so every way of naming a file agrees. */
function canonical(file: string): string {
  try {
    return fs.realpathSync(file);
  } catch {
    try {
      return path.join(fs.realpathSync(path.dirname(file)), path.basename(file));
    } catch {
      return path.resolve(file);
    }
  }
}

/**
 * gym.db → gym.lock, beside it (as gym.limits.db holds its rate limits). Two databases that differ
 * only in their extension, in one folder, share a lock: the safe way to be wrong.
 */
export function lockFileFor(databaseFile: string): string {
  const { dir, name, ext } = path.parse(canonical(databaseFile));
  // A database named x.lock must not be its own lock file.
  return path.join(dir, ext === '.lock' ? `${name}${ext}.lock` : `${name}.lock`);
}

export function holderFileFor(databaseFile: string): string {
  return `${lockFileFor(databaseFile)}.json`;
}

export function readLockHolder(databaseFile: string): LockHolder | null {
  try {
    return JSON.parse(fs.readFileSync(holderFileFor(databaseFile), 'utf8')) as LockHolder;
  } catch {
    return null;
  }
}

/** Lock files this process holds. */
const held = new Set<string>();

/**
 * Whether this process holds the database's lock, and so is the only process working on it: what
 * another process left behind in it (a job's lease) belongs to a process that has died.
 */
export function holdsDatabaseLock(databaseFile: string): boolean {
  return held.has(lockFileFor(databaseFile));
}

function isBusy(error: unknown): boolean {
  const code = (error as { code?: string }).code ?? '';
  return code === 'SQLITE_BUSY' || code.startsWith('SQLITE_BUSY_') || code === 'SQLITE_LOCKED';
}

/** Takes the database file's lock or throws DatabaseBusyError; `purpose` is shown to whoever is refused. */
export function lockDatabase(databaseFile: string, purpose: string): DatabaseLock {
  fs.mkdirSync(path.dirname(databaseFile), { recursive: true });
  const lockFile = lockFileFor(databaseFile);
  const holderFile = holderFileFor(databaseFile);
  const lock = new SQLite(lockFile);
  try {
    lock.pragma('busy_timeout = 0');
    lock.exec('begin exclusive');
  } catch (error) {
    lock.close();
    if (isBusy(error)) throw new DatabaseBusyError(databaseFile, readLockHolder(databaseFile));
    throw error;
  }
  const holder: LockHolder = { purpose, pid: process.pid, host: os.hostname(), since: new Date().toISOString() };
  fs.writeFileSync(holderFile, `${JSON.stringify(holder)}\n`);
  held.add(lockFile);
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      held.delete(lockFile);
      fs.rmSync(holderFile, { force: true });
      lock.exec('rollback');
      lock.close();
    },
  };
}
