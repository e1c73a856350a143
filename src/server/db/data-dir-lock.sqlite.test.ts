// One server per SQLite data folder, whatever the pid numbers say: a second server, a second
// "container" whose lock file claims its own pid, and a restore are all refused while a server runs;
// after a SIGKILL the next start and a restore work at once, without --force.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, tempDir } from '../test/harness.js';
import { BUILT_CLI, BUILT_SERVER, killServerProcesses, spawnNode, startServerProcess } from '../test/server-process.js';
import { backupDatabase } from './backup.js';
import { DataDirBusyError, holderFileOf, lockDataDir } from './data-dir-lock.js';

const dirs: string[] = [];
afterEach(async () => {
  await killServerProcesses();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function dataDir(): string {
  const dir = tempDir('gymdesk-lock-');
  dirs.push(dir);
  return dir;
}

async function runningServer(dir: string) {
  const port = await freePort();
  const server = startServerProcess({ DATA_DIR: dir, PORT: String(port) });
  await server.waitForLine(/GymDesk is running/);
  return server;
}

/** A process that first writes its own pid into the lock's holder file, as if the lock were its own. */
function serverClaimingItsOwnPid(dir: string, port: number) {
  const claim = `
    import fs from 'node:fs';
    fs.writeFileSync(${JSON.stringify(holderFileOf(dir))}, JSON.stringify({ purpose: 'the GymDesk server', pid: process.pid, host: 'container', since: new Date().toISOString() }));
    await import(${JSON.stringify(BUILT_SERVER)});`;
  return spawnNode(['--input-type=module', '-e', claim], { DATA_DIR: dir, PORT: String(port), HOST: '127.0.0.1' });
}

describe('lockDataDir', () => {
  it('refuses a second holder and names the first, then frees the folder on release', () => {
    const dir = dataDir();
    const first = lockDataDir(dir, 'the GymDesk server');
    expect(() => lockDataDir(dir, 'npm run restore')).toThrow(DataDirBusyError);
    try {
      lockDataDir(dir, 'npm run restore');
    } catch (error) {
      expect((error as DataDirBusyError).holder).toMatchObject({ purpose: 'the GymDesk server', pid: process.pid });
    }
    first.release();
    lockDataDir(dir, 'npm run restore').release();
  });
});

describe('one server per data folder', () => {
  it('refuses a second server, even one whose lock file names its own pid', async () => {
    const dir = dataDir();
    const first = await runningServer(dir);

    const second = startServerProcess({ DATA_DIR: dir, PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.stderr()).toMatch(
      new RegExp(`^GymDesk is already running on ${dir} \\(pid ${first.child.pid} on .+\\)\\. Stop it first`),
    );

    const samePid = serverClaimingItsOwnPid(dir, await freePort());
    expect(await samePid.exited).toBe(1);
    expect(samePid.stderr()).toMatch(/^GymDesk is already running on /);
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
      /The data folder .* is in use by the GymDesk server .* Stop GymDesk, then restore\./,
    );

    await server.kill();
    const restored = spawnNode([BUILT_CLI('restore'), backup], { DATA_DIR: dir });
    expect(await restored.exited).toBe(0);
    expect(restored.stdout()).toContain(`Restored ${backup} into ${path.join(dir, 'gymdesk.db')}.`);

    // And a new server starts straight away on the folder the killed one held.
    await runningServer(dir);
  });
});
