// Sign-in with rate limits by IP and by account: argon2 costs ~40 ms of CPU per attempt, so a flood
// of guesses would starve the server as well as threaten accounts.

import type { Role } from '../../../shared/roles.js';
import { verifyDecoy, verifyPassword } from '../../auth/password.js';
import type { SessionCookie, SessionLayer } from '../../auth/sessions.js';
import type { Db } from '../../db/schema.js';
import type { RateLimits } from '../../security/rate-limits.js';
import { recordEvent } from '../events/events.queries.js';
import { findAccountByEmail } from './auth.queries.js';

export type SignInResult =
  | { ok: true; role: Role | null; cookie: SessionCookie }
  | { ok: false; reason: 'rate_limited' | 'bad_credentials' };

export async function signIn(
  deps: { db: Db; sessions: SessionLayer; limits: RateLimits },
  input: { email: string; password: string; ip: string },
): Promise<SignInResult> {
  const { db, limits } = deps;
  // Both limiters count the attempt, so an attacker cannot dodge one by exhausting the other.
  const byIp = await limits.signInByIp.consume(input.ip);
  const byAccount = await limits.signInByAccount.consume(input.email);
  if (!byIp.allowed || !byAccount.allowed) {
    await recordEvent(db, {
      type: 'sign_in_failed',
      subject: input.email,
      ip: input.ip,
      detail: { reason: 'rate_limited' },
    });
    return { ok: false, reason: 'rate_limited' };
  }
  const account = await findAccountByEmail(db, input.email);
  const valid = account
    ? await verifyPassword(account.passwordHash, input.password)
    : await verifyDecoy(input.password);
  if (!account || !valid) {
    await recordEvent(db, {
      type: 'sign_in_failed',
      subject: input.email,
      ip: input.ip,
      detail: { reason: 'bad_credentials' },
    });
    return { ok: false, reason: 'bad_credentials' };
  }
  await limits.signInByAccount.reset(input.email);
  const { cookie } = await deps.sessions.create(account.id);
  await recordEvent(db, {
    type: 'signed_in',
    actorId: account.id,
    subject: input.email,
    ip: input.ip,
    detail: { role: account.role },
  });
  return { ok: true, role: account.role, cookie };
}
