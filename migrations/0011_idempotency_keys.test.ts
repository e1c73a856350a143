// Upgrading adds the idempotency keys table: one key per account, kept whatever the account's other
// keys, gone with the account, and the migration can be undone.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createAccount } from '../src/server/test/harness.js';
import { migrationBed } from '../src/server/test/migration-bed.js';

const bed = migrationBed();
const NOW = '2026-11-25T12:00:00.000Z';

async function tables(): Promise<string[]> {
  const { rows } =
    bed.dialect === 'sqlite'
      ? await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(bed.db)
      : await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema()`.execute(bed.db);
  return rows.map((r) => r.name);
}

describe('0011_idempotency_keys', () => {
  it('keeps one answer per account and key, forgets them with the account, and can be undone', async () => {
    expect((await (await bed.migrator()).migrateTo('0011_idempotency_keys')).error).toBeUndefined();
    const [first, second] = [await createAccount(bed.db, 'admin'), await createAccount(bed.db, 'admin')];
    const key = (userId: string) => ({
      userId,
      key: 'k'.repeat(22),
      procedure: 'bills.create',
      requestHash: 'h',
      response: '{}',
      createdAt: NOW,
    });
    await bed.db
      .insertInto('idempotencyKeys')
      .values([key(first.id), key(second.id)])
      .execute();
    await expect(bed.db.insertInto('idempotencyKeys').values(key(first.id)).execute()).rejects.toThrow();
    await bed.db.deleteFrom('users').where('id', '=', second.id).execute();
    expect(await bed.db.selectFrom('idempotencyKeys').select('userId').execute()).toEqual([{ userId: first.id }]);

    expect((await (await bed.migrator()).migrateTo('0010_member_bill_order')).error).toBeUndefined();
    expect(await tables()).not.toContain('idempotency_keys');
  });
});
