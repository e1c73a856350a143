// npm run restore -- <file>: replaces the SQLite database with a checked backup. It takes the
// database file's lock, so it is refused while Palaestra runs on that file, whatever DATA_DIR either
// names (and Palaestra cannot start during it).
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { restoreDatabase } from '../db/backup.js';
import { DatabaseBusyError, lockDatabase } from '../db/database-lock.js';
import { pgRestoreHint } from '../db/postgres-backup.js';

function main(): number {
  const { positionals } = parseArgs({ allowPositionals: true });
  const source = positionals[0];
  if (!source) {
    console.error('Usage: npm run restore -- <backup file>   (stop Palaestra first)');
    return 1;
  }
  const config = loadConfig();
  if (config.database.dialect === 'postgres') {
    console.error(pgRestoreHint(config.database.url, source));
    return 1;
  }
  const lock = lockDatabase(config.database.file, 'npm run restore');
  try {
    const { previous } = restoreDatabase(source, config.database.file);
    console.log(`Restored ${source} into ${config.database.file}.`);
    if (previous) console.log(`The database it replaced is kept at ${previous}.`);
    return 0;
  } finally {
    lock.release();
  }
}

try {
  process.exit(main());
} catch (error) {
  if (error instanceof DatabaseBusyError) {
    console.error(`${error.message} Stop Palaestra, then restore.`);
  } else {
    console.error(error instanceof ConfigError ? error.message : (error as Error).message);
  }
  process.exit(1);
}
