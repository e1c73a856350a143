// npm run backup -- <file>: a consistent copy of the database, safe while Palaestra is running.
// SQLite: SQLite's online backup, checked afterwards. PostgreSQL: pg_dump (custom format).
import { ConfigError, describeDatabase, loadConfig } from '../config.js';
import { backupDatabase } from '../db/backup.js';
import { backupPostgres } from '../db/postgres-backup.js';

async function main(): Promise<number> {
  const target = process.argv[2];
  if (!target) {
    console.error('Usage: npm run backup -- <file>   e.g. npm run backup -- backups/palaestra-2026-11-21.db');
    return 1;
  }
  const config = loadConfig();
  if (config.database.dialect === 'postgres') backupPostgres(config.database.url, target);
  else await backupDatabase(config.database.file, target);
  console.log(`Backed up ${describeDatabase(config.database)} to ${target}.`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : `Backup failed: ${(error as Error).message}`);
    process.exit(1);
  },
);
