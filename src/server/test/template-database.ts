// What every test database starts as: migrated, with the settings row a first start writes and the
// shipped training library. Migrating and seeding cost about half a second per database, several
// thousand times a run, so a global setup builds it once per run (a SQLite file, or a PostgreSQL
// database nobody connects to) and each test gets a copy: a file copy, or CREATE DATABASE … TEMPLATE.
// Tests of the migrations themselves still start from createEmptyDatabase.
import fs from 'node:fs';
import path from 'node:path';
import type { DatabaseTarget } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { createSettingsStore } from '../features/settings/settings.store.js';
import { seedTrainingLibrary } from '../features/training/training-seed.js';
import { systemClock } from '../lib/clock.js';
import { TEST_GYM } from './test-gym.js';

/** Migrates and seeds the database at `target`, then closes every connection to it. */
export async function buildTemplateDatabase(target: DatabaseTarget): Promise<void> {
  const opened = openDatabase(target, { poolSize: 1 });
  try {
    await migrateToLatest(opened.db);
    await createSettingsStore({ db: opened.db, clock: systemClock, seed: TEST_GYM }).current();
    await seedTrainingLibrary(opened.db, systemClock.now());
  } finally {
    await opened.db.destroy();
  }
}

/** The template's name beside a run database (see postgres-global-setup). */
export const templateNameOf = (runDatabase: string) => `${runDatabase}_tpl`;

/** Copies the SQLite template (closed, so its WAL is folded in; a leftover WAL is copied too). */
export function copySqliteTemplate(template: string, file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.copyFileSync(template, file);
  if (fs.existsSync(`${template}-wal`)) fs.copyFileSync(`${template}-wal`, `${file}-wal`);
}
