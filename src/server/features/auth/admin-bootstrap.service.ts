// The first administrator, from ADMIN_EMAIL/ADMIN_PASSWORD at start or `npm run create-admin`.
import { hashPassword } from '../../auth/password.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Db } from '../../db/schema.js';
import { inTransaction } from '../../db/transactions.js';
import { nowIso } from '../../lib/ids.js';
import { recordEvent } from '../events/events.queries.js';
import { findAccountByEmail, insertAccount } from './auth.queries.js';

export type EnsureAdminResult = 'created' | 'already-admin' | 'email-taken';

/** Creates an admin account unless the email already has an account (which is left untouched). */
export async function ensureAdmin(
  db: Db,
  admin: { email: string; password: string; name: string },
): Promise<EnsureAdminResult> {
  const existing = await findAccountByEmail(db, admin.email);
  if (existing) return existing.role === 'admin' ? 'already-admin' : 'email-taken';
  const passwordHash = await hashPassword(admin.password);
  try {
    await inTransaction(db, async (tx) => {
      const id = await insertAccount(tx, { ...admin, passwordHash, role: 'admin', joinDate: nowIso() });
      await recordEvent(tx, { type: 'admin_created', actorId: id, subject: admin.email });
    });
  } catch (error) {
    // Several processes starting at once on one PostgreSQL database: another one created it first.
    if (!isUniqueViolation(error)) throw error;
    return (await findAccountByEmail(db, admin.email))?.role === 'admin' ? 'already-admin' : 'email-taken';
  }
  return 'created';
}
