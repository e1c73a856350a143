// npm run restore -- <file> [--force]: replaces the database with a checked backup. GymDesk must be
// stopped; --force skips only that check (for a pid file left behind by a crash).
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { restoreDatabase, runningAppPid } from '../db/backup.js';

function main(): number {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean' } } });
  const source = positionals[0];
  if (!source) {
    console.error('Usage: npm run restore -- <backup file> [--force]   (stop GymDesk first)');
    return 1;
  }
  const config = loadConfig();
  const pid = runningAppPid(config.dataDir);
  if (pid !== null && !values.force) {
    console.error(`GymDesk is running (pid ${pid}) on ${config.dataDir}. Stop it, then restore.`);
    return 1;
  }
  const { previous } = restoreDatabase(source, config.databaseFile);
  console.log(`Restored ${source} into ${config.databaseFile}.`);
  if (previous) console.log(`The database it replaced is kept at ${previous}.`);
  return 0;
}

try {
  process.exit(main());
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : (error as Error).message);
  process.exit(1);
}
