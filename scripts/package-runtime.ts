// Lays out what the production image runs, in one folder: the built server and client, the native
// addons the server bundle loads (with what they need at run time, nothing they only need to
// install), and a package.json. No TypeScript, tsx, tests, sources or source maps.
//   tsx scripts/package-runtime.ts <folder>     (after npm run build; the Dockerfile does both)
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_EXTERNALS } from './build-server.js';

const root = path.resolve(import.meta.dirname, '..');

/** Needed only to install a package, never to run it. */
const INSTALL_ONLY = new Set(['prebuild-install']);
/** Packages of which only some files are needed at run time (the rest is C sources and build objects). */
const RUNTIME_FILES: Record<string, string[]> = {
  'better-sqlite3': ['package.json', 'lib', 'build/Release/better_sqlite3.node'],
};

interface PackageJson {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

/** Type declarations and read-me files are for developers; licences stay with the code they cover. */
function isRuntimeFile(file: string): boolean {
  return !/\.d\.[cm]?ts$|\.md$/i.test(file) || /licen[cs]e/i.test(path.basename(file));
}

function readPackage(dir: string): PackageJson {
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson;
}

/** The external packages and everything they load, as installed here (platform binaries included). */
export function runtimePackages(): string[] {
  const found = new Set<string>();
  const visit = (name: string, optional: boolean) => {
    if (found.has(name) || INSTALL_ONLY.has(name)) return;
    const dir = path.join(root, 'node_modules', name);
    if (!fs.existsSync(dir)) {
      if (optional) return; // another platform's binary
      throw new Error(`${name} is not installed; run npm ci first`);
    }
    found.add(name);
    const pkg = readPackage(dir);
    for (const dep of Object.keys(pkg.dependencies ?? {})) visit(dep, false);
    for (const dep of Object.keys(pkg.optionalDependencies ?? {})) visit(dep, true);
  };
  for (const name of SERVER_EXTERNALS) visit(name, name === 'pg-native');
  return [...found].sort();
}

export function packageRuntime(target: string): void {
  fs.rmSync(target, { recursive: true, force: true });
  for (const built of ['dist/server', 'dist/client']) {
    if (!fs.existsSync(path.join(root, built))) throw new Error(`${built} is missing; run npm run build first`);
    fs.cpSync(path.join(root, built), path.join(target, built), { recursive: true });
  }
  for (const name of runtimePackages()) {
    const from = path.join(root, 'node_modules', name);
    const to = path.join(target, 'node_modules', name);
    for (const entry of RUNTIME_FILES[name] ?? ['.']) {
      fs.cpSync(path.join(from, entry), path.join(to, entry), { recursive: true, filter: isRuntimeFile });
    }
  }
  const own = readPackage(root);
  const manifest = {
    name: own.name,
    version: own.version,
    private: true,
    type: 'module',
    scripts: {
      start: 'node dist/server/index.js',
      'create-admin': 'node dist/server/cli/create-admin.js',
      backup: 'node dist/server/cli/backup.js',
      restore: 'node dist/server/cli/restore.js',
    },
  };
  fs.writeFileSync(path.join(target, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const target = process.argv[2];
  if (!target) {
    console.error('Usage: tsx scripts/package-runtime.ts <folder>');
    process.exit(1);
  }
  packageRuntime(path.resolve(target));
  console.log(`Runtime laid out in ${target}: ${runtimePackages().join(', ')}`);
}
