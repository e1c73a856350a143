// One process per SQLite data folder, enforced by the operating system rather than by pid numbers
// (every container's server is pid 1). The holder keeps an exclusive SQLite transaction open on
// DATA_DIR/gymdesk.lock; SQLite takes a POSIX lock on the file for it, and the kernel drops that lock
// the instant the process dies, SIGKILL included, so a crash never leaves a stale lock behind.
// DATA_DIR/gymdesk.lock.json only describes the holder for messages; the lock never reads it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';

export interface LockHolder {
  purpose: string;
  pid: number;
  host: string;
  since: string;
}

export interface DataDirLock {
  release(): void;
}

export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder | null,
  ) {
    const who = holder ? ` by ${holder.purpose} (pid ${holder.pid} on ${holder.host}, since ${holder.since})` : '';
    super(`The data folder ${dataDir} is in use${who}.`);
  }
}

export function lockFileOf(dataDir: string): string {
  return path.join(dataDir, 'gymdesk.lock');
}

export function holderFileOf(dataDir: string): string {
  return path.join(dataDir, 'gymdesk.lock.json');
}

export function readLockHolder(dataDir: string): LockHolder | null {
  try {
    return JSON.parse(fs.readFileSync(holderFileOf(dataDir), 'utf8')) as LockHolder;
  } catch {
    return null;
  }
}

function isBusy(error: unknown): boolean {
  const code = (error as { code?: string }).code ?? '';
  return code === 'SQLITE_BUSY' || code.startsWith('SQLITE_BUSY_') || code === 'SQLITE_LOCKED';
}

/** Takes the folder's lock or throws DataDirBusyError; `purpose` is shown to whoever is refused. */
export function lockDataDir(dataDir: string, purpose: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lock = new SQLite(lockFileOf(dataDir));
  try {
    lock.pragma('busy_timeout = 0');
    lock.exec('begin exclusive');
  } catch (error) {
    lock.close();
    if (isBusy(error)) throw new DataDirBusyError(dataDir, readLockHolder(dataDir));
    throw error;
  }
  const holder: LockHolder = { purpose, pid: process.pid, host: os.hostname(), since: new Date().toISOString() };
  fs.writeFileSync(holderFileOf(dataDir), `${JSON.stringify(holder)}\n`);
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      fs.rmSync(holderFileOf(dataDir), { force: true });
      lock.exec('rollback');
      lock.close();
    },
  };
}
