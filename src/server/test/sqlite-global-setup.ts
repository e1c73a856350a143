// Global setup of the sqlite test project: builds the migrated, seeded template file every test
// database is copied from (see template-database.ts), and removes it at the end.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildTemplateDatabase } from './template-database.js';

export default async function setup(project: TestProject): Promise<() => void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'palaestra-template-'));
  const file = path.join(dir, 'template.db');
  await buildTemplateDatabase({ dialect: 'sqlite', file });
  project.provide('sqliteTemplateFile', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
