// Sign-up spans accounts, member requests and events, so it lives in a service of its own.
import { HashingBusyError } from '../../auth/hashing-gate.js';
import { hashPassword } from '../../auth/password.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Db } from '../../db/schema.js';
import { inTransaction } from '../../db/transactions.js';
import { newRegistration } from '../../mail/templates/account-mail.js';
import type { RateLimits } from '../../security/rate-limits.js';
import type { AppDeps } from '../../trpc/context.js';
import { recordEvent } from '../events/events.queries.js';
import { tellAdmins } from '../notifications/tell-member.js';
import { insertPendingRequest } from '../requests/requests.queries.js';
import { recordWaiverAcceptance } from '../waiver/waiver.service.js';
import { findAccountByEmail, insertAccount } from './auth.queries.js';

export type RegistrationResult =
  | { ok: true; userId: string }
  | { ok: false; reason: 'email_taken' | 'rate_limited' | 'busy'; firstRefusal?: boolean };

/**
 * Creates the account (no role yet), its pending request and the event, in one transaction. The
 * address's sign-up allowance is taken before the password is hashed, so a batch of sign-ups in one
 * request costs at most that many hashes. When the hasher is saturated the attempt is refused and,
 * as for sign-in, still counts against the address, so retrying cannot write events without limit.
 */
export async function registerVisitor(
  deps: { db: Db; limits: RateLimits } & Pick<AppDeps, 'settings' | 'config' | 'clock'>,
  input: { name: string; email: string; password: string; ip: string },
  /** The waiver version accepted with the sign-up (checked by the caller), recorded in its transaction. */
  waiver?: { version: number; typedName: string; now: Date },
): Promise<RegistrationResult> {
  const allowed = await deps.limits.signUpByIp.consume(input.ip);
  if (!allowed.allowed) return { ok: false, reason: 'rate_limited', firstRefusal: allowed.firstRefusal };
  let passwordHash: string;
  try {
    passwordHash = await hashPassword(input.password);
  } catch (error) {
    if (error instanceof HashingBusyError) return { ok: false, reason: 'busy' };
    throw error;
  }
  // Read before the transaction (on SQLite the one connection is the transaction's).
  const place = { gym: await deps.settings.current(), appUrl: deps.config.appUrl };
  try {
    return await inTransaction(deps.db, async (tx) => {
      if (await findAccountByEmail(tx, input.email)) return { ok: false, reason: 'email_taken' } as const;
      const userId = await insertAccount(tx, { name: input.name, email: input.email, passwordHash, role: null });
      await insertPendingRequest(tx, { userId, name: input.name, email: input.email });
      if (waiver) await recordWaiverAcceptance(tx, { userId, ...waiver, ip: input.ip });
      await recordEvent(tx, {
        type: 'signed_up_pending_approval',
        actorId: userId,
        subject: input.email,
        ip: input.ip,
      });
      const person = { name: input.name, email: input.email };
      await tellAdmins(tx, newRegistration(person, deps.config.appUrl), place, deps.clock.now());
      return { ok: true, userId } as const;
    });
  } catch (error) {
    // Two sign-ups with one email at the same instant: the unique index lets only one through.
    if (isUniqueViolation(error)) return { ok: false, reason: 'email_taken' };
    throw error;
  }
}
