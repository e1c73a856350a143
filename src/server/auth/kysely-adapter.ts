// Lucia v3 ships no Kysely adapter; this one keeps sessions in our own database through Kysely's
// builder, so SQLite and PostgreSQL share it. Lucia works with the session token from the cookie;
// the table holds only its SHA-256, so a copy of the database holds no live session.
import type { Adapter, DatabaseSession, DatabaseUser } from 'lucia';
import type { Role } from '../../shared/roles.js';
import { compiledOnce } from '../db/compiled-once.js';
import type { Db } from '../db/schema.js';
import { hashToken } from '../lib/hash.js';

/**
 * Every signed-in request runs this: compiled once, not per request. It also reads the gym settings'
 * version (a primary-key lookup in the same statement), so the request learns whether its process's
 * copy of the settings is current without a statement of its own (settings.store.ts).
 */
const sessionAndUserQuery = compiledOnce<{ sessionHash: string }, SessionAndUserRow>((db, slot) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select((eb) => [
      'sessions.expiresAt',
      'users.id as userId',
      'users.name',
      'users.email',
      'users.role',
      eb.selectFrom('gymSettings').select('gymSettings.version').where('gymSettings.id', '=', 1).as('settingsVersion'),
    ])
    .where('sessions.id', '=', slot('sessionHash')),
);

interface SessionAndUserRow {
  expiresAt: string;
  userId: string;
  name: string;
  email: string;
  role: Role | null;
  settingsVersion: number | null;
}

export class KyselyAdapter implements Adapter {
  constructor(private readonly db: Db) {}

  async getSessionAndUser(sessionId: string): Promise<[DatabaseSession | null, DatabaseUser | null]> {
    const [row] = await sessionAndUserQuery(this.db, { sessionHash: hashToken(sessionId) });
    if (!row) return [null, null];
    return [
      {
        id: sessionId,
        userId: row.userId,
        expiresAt: new Date(row.expiresAt),
        attributes: { settingsVersion: row.settingsVersion },
      },
      { id: row.userId, attributes: { name: row.name, email: row.email, role: row.role } },
    ];
  }

  /** The ids here are the stored hashes: good for counting, not for cookies. */
  async getUserSessions(userId: string): Promise<DatabaseSession[]> {
    const rows = await this.db
      .selectFrom('sessions')
      .select(['id', 'userId', 'expiresAt'])
      .where('userId', '=', userId)
      .execute();
    return rows.map((r) => ({ id: r.id, userId: r.userId, expiresAt: new Date(r.expiresAt), attributes: {} }));
  }

  async setSession(session: DatabaseSession): Promise<void> {
    await this.db
      .insertInto('sessions')
      .values({ id: hashToken(session.id), userId: session.userId, expiresAt: session.expiresAt.toISOString() })
      .execute();
  }

  async updateSessionExpiration(sessionId: string, expiresAt: Date): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ expiresAt: expiresAt.toISOString() })
      .where('id', '=', hashToken(sessionId))
      .execute();
  }

  async deleteSession(sessionId: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id', '=', hashToken(sessionId)).execute();
  }

  async deleteUserSessions(userId: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('userId', '=', userId).execute();
  }

  async deleteExpiredSessions(): Promise<void> {
    await this.db.deleteFrom('sessions').where('expiresAt', '<=', new Date().toISOString()).execute();
  }
}
