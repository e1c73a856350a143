// Compiles the server and its command-line tools to plain JavaScript in dist/server, so production
// runs `node` with no TypeScript tooling. Everything is bundled into a few files (fewer files to
// resolve and read at start) except the native addons, which load from node_modules.
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

/** Native addons (and pg's optional native binding) stay in node_modules. */
export const SERVER_EXTERNALS = ['better-sqlite3', '@node-rs/argon2', 'pg-native'];

export async function buildServer(outdir = path.join(root, 'dist/server')): Promise<void> {
  await build({
    absWorkingDir: root,
    entryPoints: {
      index: 'src/server/index.ts',
      'cli/create-admin': 'src/server/cli/create-admin.ts',
      'cli/backup': 'src/server/cli/backup.ts',
      'cli/restore': 'src/server/cli/restore.ts',
    },
    outdir,
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: SERVER_EXTERNALS,
    // Bundled CommonJS packages call require() for Node's built-ins; ESM output has no require.
    banner: {
      js: "import { createRequire as __palaestraCreateRequire } from 'node:module';\nconst require = __palaestraCreateRequire(import.meta.url);",
    },
    chunkNames: 'chunks/[name]-[hash]',
    legalComments: 'none',
    sourcemap: false,
    logLevel: 'warning',
  });
}
