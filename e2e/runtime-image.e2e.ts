// What the Docker image's runtime stage holds, laid out by the same script and run the way the image
// runs it: plain node on the compiled server, as an unprivileged user who can write only to DATA_DIR
// (the closest thing to `docker run --read-only -v data:/data` without a Docker engine).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageRuntime, runtimePackages } from '../scripts/package-runtime.js';
import { freePort, tempDir } from '../src/server/test/harness.js';
import { killServerProcesses, spawnNode } from '../src/server/test/server-process.js';

const NOBODY = 65534;
let runtime: string;
let dataDir: string;
let url: string;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => f.replaceAll(path.sep, '/'));
}

beforeAll(async () => {
  const parent = tempDir('palaestra-image-');
  fs.chmodSync(parent, 0o755);
  runtime = path.join(parent, 'app');
  packageRuntime(runtime);
  dataDir = path.join(parent, 'data');
  fs.mkdirSync(dataDir);
  fs.chownSync(dataDir, NOBODY, NOBODY);
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  const server = spawnNode(
    [path.join(runtime, 'dist/server/index.js')],
    {
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      HOME: runtime,
      TMPDIR: runtime,
    },
    process.getuid?.() === 0 ? { uid: NOBODY, gid: NOBODY } : {},
  );
  await server.waitForLine(/Palaestra is running/);
});

afterAll(async () => {
  await killServerProcesses();
  fs.rmSync(path.dirname(runtime), { recursive: true, force: true });
});

describe('the runtime image contents', () => {
  it('hold the built server and client and only the native addons, with no TypeScript, tests or source maps', () => {
    expect(runtimePackages()).toEqual([
      '@node-rs/argon2',
      expect.stringMatching(/^@node-rs\/argon2-linux-/),
      'better-sqlite3',
      'bindings',
      'file-uri-to-path',
    ]);
    const files = filesUnder(runtime);
    expect(files.filter((f) => /\.map$|\.tsx?$|\.test\.|(^|\/)(typescript|tsx|src)(\/|$)/.test(f))).toEqual([]);
    expect(files).toContain('dist/server/index.js');
    expect(files).toContain('dist/client/index.html');
  });

  it('serve health, pages and sign-in as an unprivileged user who can write only to the data folder', async () => {
    expect(await (await fetch(`${url}/healthz`)).json()).toMatchObject({ status: 'ok', migrations: { pending: 0 } });
    const page = await fetch(`${url}/signin`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const signIn = await fetch(`${url}/trpc/auth.signIn`, {
      method: 'POST',
      headers: { origin: `http://localhost:${new URL(url).port}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@gym.test', password: 'not the password' }),
    });
    // argon2 ran (the native addon loaded) and answered as for any wrong password.
    expect(signIn.status).toBe(401);
    expect(fs.readdirSync(dataDir).sort()).toEqual(expect.arrayContaining(['gymdesk.db', 'gymdesk.lock']));
  });

  it('never serve a source map', async () => {
    const assets = filesUnder(path.join(runtime, 'dist/client/assets')).filter((f) => f.endsWith('.js'));
    expect(assets.length).toBeGreaterThan(0);
    expect((await fetch(`${url}/assets/${assets[0]}.map`)).status).toBe(404);
  });
});
