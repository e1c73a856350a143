// Every migration, in order. A static list (not a folder scan) works the same under tsx, vitest and
// the built server. Add new migrations at the end; never edit one that has landed.
import type { Migration } from 'kysely';
import * as m0001 from './0001_accounts.js';

export const migrations: Record<string, Migration> = {
  '0001_accounts': m0001,
};
