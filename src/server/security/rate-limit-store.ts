// Where rate-limit counters live. They are shared by every process, but they are not precious: losing
// the last second of counts in a power cut costs nothing, while making every counted attempt wait for
// a disk flush would let a flood of refused sign-ins slow the whole app down. So they are written
// without waiting for the disk — on SQLite in a file of their own (synchronous=OFF, and a connection
// of its own, outside the app's transactions), on PostgreSQL through a small pool of their own with
// synchronous_commit off.
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type pg from 'pg';
import type { DatabaseTarget } from '../config.js';
import { createPostgresPool } from '../db/postgres.js';

export const RATE_LIMITS_TABLE = 'rate_limits';

export type RateLimitClient = { dialect: 'sqlite'; sqlite: SQLite.Database } | { dialect: 'postgres'; pool: pg.Pool };

export interface RateLimitStore {
  client: RateLimitClient;
  /** Removes windows that have ended; returns how many. */
  deleteExpired(now: Date): Promise<number>;
  close(): Promise<void>;
}

/** gymdesk.db → gymdesk.limits.db, beside the database. */
export function limitsFileFor(databaseFile: string): string {
  const { dir, name } = path.parse(databaseFile);
  return path.join(dir, `${name}.limits.db`);
}

/** Adds a server setting to a PostgreSQL URL's `options` (keeping a search_path already there). */
function withServerOption(url: string, option: string): string {
  const withOption = new URL(url);
  const existing = withOption.searchParams.get('options');
  withOption.searchParams.set('options', existing ? `${existing} ${option}` : option);
  return withOption.toString();
}

export function openRateLimitStore(target: DatabaseTarget): RateLimitStore {
  if (target.dialect === 'sqlite') {
    const sqlite = new SQLite(limitsFileFor(target.file));
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = OFF');
    sqlite.pragma('busy_timeout = 5000');
    // rate-limiter-flexible's layout; the file is a cache of counters, so it needs no migrations.
    sqlite.exec(
      `create table if not exists ${RATE_LIMITS_TABLE} (key text primary key, points integer not null default 0, expire integer);
       create index if not exists rate_limits_expire_idx on ${RATE_LIMITS_TABLE} (expire);`,
    );
    const sweep = sqlite.prepare(`delete from ${RATE_LIMITS_TABLE} where expire < ?`);
    return {
      client: { dialect: 'sqlite', sqlite },
      deleteExpired: async (now) => sweep.run(now.getTime()).changes,
      close: async () => {
        sqlite.close();
      },
    };
  }
  // The table comes from migration 0004; this pool only writes to it.
  const pool = createPostgresPool({ url: withServerOption(target.url, '-c synchronous_commit=off'), max: 3 });
  return {
    client: { dialect: 'postgres', pool },
    async deleteExpired(now) {
      const result = await pool.query(`delete from ${RATE_LIMITS_TABLE} where expire < $1`, [now.getTime()]);
      return result.rowCount ?? 0;
    },
    close: () => pool.end(),
  };
}
