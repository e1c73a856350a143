// `npm start`: builds the client and the server when the build is missing or older than the sources,
// then runs the built server in this very process (plain node: no TypeScript tooling at run time).
// Plain JavaScript, so deciding that nothing needs building costs a few milliseconds.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = [
  'src/server',
  'src/shared',
  'src/client',
  'migrations',
  'scripts',
  'package-lock.json',
  'vite.config.ts',
];

function newestMtime(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function builtAt() {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, 'dist/build.json'), 'utf8')).builtAt;
  } catch {
    return 0;
  }
}

const hasSources = fs.existsSync(path.join(root, 'src/server'));
const serverEntry = path.join(root, 'dist/server/index.js');
const stale = () => !fs.existsSync(serverEntry) || SOURCES.some((s) => newestMtime(path.join(root, s)) > builtAt());
// Without sources (the Docker image) the build is all there is.
if (hasSources && stale()) {
  console.log('Building Palaestra (the sources changed since the last build)…');
  const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');
  const build = spawnSync(process.execPath, [tsx, path.join(root, 'scripts/build.ts')], {
    stdio: 'inherit',
    cwd: root,
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// `--build-only`: the command-line tools (npm run create-admin, backup, restore) build the same way.
if (!process.argv.includes('--build-only')) await import(pathToFileURL(serverEntry).href);
