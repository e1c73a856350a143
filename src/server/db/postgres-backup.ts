// Backups of a PostgreSQL database are PostgreSQL's own tools' job: pg_dump takes a consistent
// snapshot while every app process keeps serving, and pg_restore puts it back.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export function pgDumpCommand(url: string, targetFile: string): string[] {
  return ['pg_dump', '--format=custom', '--no-owner', `--file=${targetFile}`, `--dbname=${url}`];
}

export function pgRestoreHint(url: string, backupFile: string): string {
  const safeUrl = new URL(url);
  if (safeUrl.password) safeUrl.password = '***';
  return [
    'On PostgreSQL, restore with pg_restore: stop every Palaestra process, then run',
    `  pg_restore --clean --if-exists --no-owner --dbname='${safeUrl}' ${backupFile}`,
    'and start Palaestra again (migrations bring an older backup up to date).',
  ].join('\n');
}

/** Runs pg_dump when it is installed; otherwise throws with the command to run where it is. */
export function backupPostgres(url: string, targetFile: string): void {
  fs.mkdirSync(path.dirname(path.resolve(targetFile)), { recursive: true });
  const [command, ...args] = pgDumpCommand(url, targetFile);
  const result = spawnSync(command as string, args, { stdio: ['ignore', 'inherit', 'pipe'], encoding: 'utf8' });
  if (result.error && (result.error as NodeJS.ErrnoException).code === 'ENOENT') {
    throw new Error(
      `pg_dump is not installed here. Install PostgreSQL's client tools, or run on a machine that has them:\n  pg_dump --format=custom --no-owner --file=${targetFile} --dbname='<DATABASE_URL>'`,
    );
  }
  if (result.status !== 0) throw new Error(`pg_dump failed: ${result.stderr.trim()}`);
}
