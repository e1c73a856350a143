import { hashPassword, verifyPassword } from '../../auth/password.js';
import type { SessionLayer } from '../../auth/sessions.js';
import type { Db } from '../../db/schema.js';
import { inTransaction } from '../../db/transactions.js';
import type { RateLimits } from '../../security/rate-limits.js';
import { recordEvent } from '../events/events.queries.js';
import { deleteResetTokensOf, findPasswordHash, updatePasswordHash } from './auth.queries.js';

export type ChangePasswordResult = 'changed' | 'wrong_password' | 'rate_limited';

/**
 * Changes the password after checking the current one; ends every other session of the account and
 * every reset link it has out (as a reset does), so a link mailed before cannot undo the change.
 * Checks of the current password are limited per account (a stolen session must not become an
 * unlimited password oracle) and taken before the hash they guard. Successes count too, never
 * resetting the allowance: each change costs two hashes in the priority lane, which any session (a
 * pending one too) reaches, so one account must not be able to keep that lane full.
 */
export async function changePassword(
  deps: { db: Db; sessions: SessionLayer; limits: RateLimits },
  input: { userId: string; sessionId: string; currentPassword: string; newPassword: string; ip: string },
): Promise<ChangePasswordResult> {
  if (!(await deps.limits.passwordCheckByAccount.consume(input.userId)).allowed) return 'rate_limited';
  const currentHash = await findPasswordHash(deps.db, input.userId);
  if (!currentHash || !(await verifyPassword(currentHash, input.currentPassword, 'priority'))) {
    return 'wrong_password';
  }
  const passwordHash = await hashPassword(input.newPassword, 'priority');
  await inTransaction(deps.db, async (tx) => {
    await updatePasswordHash(tx, input.userId, passwordHash);
    await deleteResetTokensOf(tx, input.userId);
    await recordEvent(tx, { type: 'password_changed', actorId: input.userId, subject: input.userId, ip: input.ip });
  });
  await deps.sessions.invalidateAllForUser(input.userId, input.sessionId);
  return 'changed';
}
