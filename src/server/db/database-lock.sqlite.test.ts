// One process per SQLite database file, whatever the pid numbers say and whatever DATA_DIR each
// names: a second server, a second "container" whose lock file claims its own pid, and a restore are
// all refused while a server runs, and a server while a restore runs; after a SIGKILL the next start
// and a restore work at once, without --force.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, tempDir } from '../test/harness.js';
import { BUILT_CLI, BUILT_SERVER, killServerProcesses, spawnNode, startServerProcess } from '../test/server-process.js';
import { backupDatabase } from './backup.js';
import { DatabaseBusyError, holderFileFor, lockDatabase, lockFileFor, SERVER_PURPOSE } from './database-lock.js';

const dirs: string[] = [];
afterEach(async () => {
  await killServerProcesses();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function dataDir(): string {
  const dir = tempDir('palaestra-lock-');
  dirs.push(dir);
  return dir;
}

async function runningServer(dir: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const server = startServerProcess({ DATA_DIR: dir, PORT: String(port), ...env });
  await server.waitForLine(/Palaestra is running/);
  return server;
}

/** A process that first writes its own pid into the lock's holder file, as if the lock were its own. */
function serverClaimingItsOwnPid(dir: string, port: number) {
  const claim = `
    import fs from 'node:fs';
    fs.writeFileSync(${JSON.stringify(holderFileFor(path.join(dir, 'gymdesk.db')))}, JSON.stringify({ purpose: 'the Palaestra server', pid: process.pid, host: 'container', since: new Date().toISOString() }));
    await import(${JSON.stringify(BUILT_SERVER)});`;
  return spawnNode(['--input-type=module', '-e', claim], { DATA_DIR: dir, PORT: String(port), HOST: '127.0.0.1' });
}

/** A lock taken the way versions before the database-file lock took "the data folder's lock". */
function olderVersionsFolderLock(dir: string): () => void {
  const lock = new SQLite(path.join(dir, 'gymdesk.lock'));
  lock.exec('begin exclusive');
  return () => lock.close();
}

describe('lockDatabase', () => {
  it('refuses a second holder, through any path to the same file, names the first, and lets go on release', () => {
    const dir = dataDir();
    const file = path.join(dir, 'gym.db');
    const alias = path.join(dataDir(), 'same-folder');
    fs.symlinkSync(dir, alias);
    const first = lockDatabase(file, SERVER_PURPOSE);

    expect(() => lockDatabase(path.join(alias, 'gym.db'), 'npm run restore')).toThrow(DatabaseBusyError);
    try {
      lockDatabase(file, 'npm run restore');
    } catch (error) {
      expect((error as DatabaseBusyError).holder).toMatchObject({ purpose: SERVER_PURPOSE, pid: process.pid });
      expect((error as Error).message).toBe(
        `The database ${file} is in use by the Palaestra server (pid ${process.pid} on ${os.hostname()}, since ${(error as DatabaseBusyError).holder?.since}).`,
      );
    }
    // Another database in another folder is free.
    lockDatabase(path.join(dataDir(), 'gym.db'), 'npm run restore').release();
    first.release();
    lockDatabase(path.join(alias, 'gym.db'), 'npm run restore').release();
  });

  it("is, for the default database, the file older versions locked as the data folder's, so they exclude each other", () => {
    const dir = dataDir();
    expect(lockFileFor(path.join(dir, 'gymdesk.db'))).toBe(path.join(dir, 'gymdesk.lock'));
    const release = olderVersionsFolderLock(dir);
    expect(() => lockDatabase(path.join(dir, 'gymdesk.db'), 'npm run restore')).toThrow(DatabaseBusyError);
    release();
    lockDatabase(path.join(dir, 'gymdesk.db'), 'npm run restore').release();
  });
});

describe('one server per database file', () => {
  it('refuses a second server, even one whose lock file names its own pid', async () => {
    const dir = dataDir();
    const first = await runningServer(dir);

    const second = startServerProcess({ DATA_DIR: dir, PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.stderr()).toMatch(
      new RegExp(
        `^Palaestra is already running on ${path.join(dir, 'gymdesk.db')} \\(pid ${first.child.pid} on .+\\)\\. Stop it first`,
      ),
    );

    const samePid = serverClaimingItsOwnPid(dir, await freePort());
    expect(await samePid.exited).toBe(1);
    expect(samePid.stderr()).toMatch(/^Palaestra is already running on /);
    // The first server never noticed and still serves.
    expect(first.child.exitCode).toBeNull();
  });

  it('refuses a restore while the server runs, and allows it at once after a SIGKILL', async () => {
    const dir = dataDir();
    const server = await runningServer(dir);
    const backup = path.join(dataDir(), 'nightly.db');
    await backupDatabase(path.join(dir, 'gymdesk.db'), backup);

    const refused = spawnNode([BUILT_CLI('restore'), backup], { DATA_DIR: dir });
    expect(await refused.exited).toBe(1);
    expect(refused.stderr()).toMatch(
      /The database .*gymdesk\.db is in use by the Palaestra server .* Stop Palaestra, then restore\./,
    );

    await server.kill();
    const restored = spawnNode([BUILT_CLI('restore'), backup], { DATA_DIR: dir });
    expect(await restored.exited).toBe(0);
    expect(restored.stdout()).toContain(`Restored ${backup} into ${path.join(dir, 'gymdesk.db')}.`);

    // And a new server starts straight away on the database the killed one held.
    await runningServer(dir);
  });

  it('refuses a restore through another DATA_DIR while a server runs on a database outside its own', async () => {
    const file = path.join(dataDir(), 'gym.db');
    const server = await runningServer(dataDir(), { DATABASE_URL: `sqlite:${file}` });
    const backup = path.join(dataDir(), 'nightly.db');
    await backupDatabase(file, backup);

    const refused = spawnNode([BUILT_CLI('restore'), backup], { DATA_DIR: dataDir(), DATABASE_URL: `sqlite:${file}` });
    expect(await refused.exited).toBe(1);
    expect(refused.stderr()).toMatch(
      new RegExp(
        `^The database ${file} is in use by the Palaestra server \\(pid ${server.child.pid} on .+\\)\\. Stop Palaestra, then restore\\.`,
      ),
    );
    expect(fs.readdirSync(path.dirname(file)).filter((name) => name.includes('before-restore'))).toEqual([]);
    expect(server.child.exitCode).toBeNull();
  });

  it('refuses a server through another DATA_DIR while a restore holds the database', async () => {
    const file = path.join(dataDir(), 'gym.db');
    const restoring = lockDatabase(file, 'npm run restore');
    try {
      const refused = startServerProcess({
        DATA_DIR: dataDir(),
        DATABASE_URL: `sqlite:${file}`,
        PORT: String(await freePort()),
      });
      expect(await refused.exited).toBe(1);
      expect(refused.stderr()).toMatch(
        new RegExp(
          `^Palaestra cannot start: ${file} is in use by npm run restore \\(pid ${process.pid} on .+\\)\\. Start Palaestra once it has finished\\.`,
        ),
      );
    } finally {
      restoring.release();
    }
    await runningServer(dataDir(), { DATABASE_URL: `sqlite:${file}` });
  });
});
