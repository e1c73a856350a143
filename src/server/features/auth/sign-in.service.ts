// Sign-in, with limits that keep online guessing slow without handing attackers a lockout (OWASP's
// "device cookie" scheme): a browser that has signed in to the account before is limited on its own
// (signInByDevice), so a flood of wrong passwords from elsewhere cannot lock the owner out; every
// other browser shares the account's allowance (signInByAccount) and its address's (signInByIp).
// Every limit is taken before the argon2 check it guards, so a batch of calls cannot outrun it.
import type { Role } from '../../../shared/roles.js';
import { deviceCookie } from '../../auth/cookies.js';
import { HashingBusyError } from '../../auth/hashing-gate.js';
import { verifyDecoy, verifyPassword } from '../../auth/password.js';
import type { SessionCookie, SessionLayer } from '../../auth/sessions.js';
import type { Db } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { hashToken, newToken } from '../../lib/hash.js';
import type { LimitDecision, RateLimits } from '../../security/rate-limits.js';
import { recordEvent } from '../events/events.queries.js';
import { findAccountByEmail, findPasswordHash, recordSignIn } from './auth.queries.js';
import { isTrustedDevice, trustDevice } from './trusted-devices.queries.js';

export type SignInResult =
  | { ok: true; role: Role | null; cookies: SessionCookie[] }
  | { ok: false; reason: 'rate_limited' | 'bad_credentials' };

interface SignInDeps {
  db: Db;
  clock: Clock;
  sessions: SessionLayer;
  limits: RateLimits;
  secureCookies: boolean;
}

export async function signIn(
  deps: SignInDeps,
  input: { email: string; password: string; ip: string; deviceToken: string | null },
): Promise<SignInResult> {
  const { db, limits } = deps;
  const deviceHash = input.deviceToken ? hashToken(input.deviceToken) : null;
  // Without a device cookie nothing is looked up before the limits: a flood of refused attempts
  // costs a counter each and no query.
  let account = deviceHash ? await findAccountByEmail(db, input.email) : undefined;
  const knownDevice =
    account !== undefined && deviceHash !== null && (await isTrustedDevice(db, deviceHash, account.id));

  const refusals = knownDevice
    ? await refusedBy([['signInByDevice', () => limits.signInByDevice.consume(deviceHash as string)]])
    : await refusedBy([
        ['signInByIp', () => limits.signInByIp.consume(input.ip)],
        ['signInByAccount', () => limits.signInByAccount.consume(input.email)],
      ]);
  if (refusals.length > 0) {
    // One audit row per limit window, not one per refused attempt (a flood is hundreds a second).
    for (const { limit, decision } of refusals.filter((r) => r.decision.firstRefusal)) {
      await recordEvent(db, {
        type: 'sign_in_failed',
        subject: input.email,
        ip: input.ip,
        detail: { reason: 'rate_limited', limit, retryAfterSeconds: Math.ceil(decision.retryAfterMs / 1000) },
      });
    }
    return { ok: false, reason: 'rate_limited' };
  }

  if (!deviceHash) account = await findAccountByEmail(db, input.email);
  let valid: boolean;
  try {
    // An account whose password was never set (an invitation not yet taken up) cannot sign in; it
    // costs the same work as a wrong password, so the answer does not tell the two apart.
    valid = account?.passwordHash
      ? await verifyPassword(account.passwordHash, input.password, knownDevice ? 'priority' : 'normal')
      : await verifyDecoy(input.password);
  } catch (error) {
    if (error instanceof HashingBusyError) return { ok: false, reason: 'rate_limited' };
    throw error;
  }
  if (!account || !valid) {
    await recordEvent(db, {
      type: 'sign_in_failed',
      subject: input.email,
      ip: input.ip,
      detail: { reason: account ? 'wrong_password' : 'no_such_account', device: knownDevice ? 'known' : 'unknown' },
    });
    return { ok: false, reason: 'bad_credentials' };
  }

  const { session, cookie } = await deps.sessions.create(account.id);
  // A reset or change that committed a new password while we checked the old one has already ended
  // the account's sessions, and this one came after. Read once the session exists, a new hash is
  // either seen here or that change's session sweep comes later and removes it.
  if ((await findPasswordHash(db, account.id)) !== account.passwordHash) {
    await deps.sessions.invalidate(session.id);
    await recordEvent(db, {
      type: 'sign_in_failed',
      subject: input.email,
      ip: input.ip,
      detail: { reason: 'password_changed', device: knownDevice ? 'known' : 'unknown' },
    });
    return { ok: false, reason: 'bad_credentials' };
  }

  // The right password: this attempt should not count against the person.
  if (knownDevice) await limits.signInByDevice.reset(deviceHash as string);
  else {
    await limits.signInByIp.refund(input.ip);
    await limits.signInByAccount.reset(input.email);
  }
  const deviceToken = input.deviceToken ?? newToken();
  await trustDevice(db, { tokenHash: hashToken(deviceToken), userId: account.id, now: deps.clock.now() });
  await recordSignIn(db, account.id, deps.clock.now());
  await recordEvent(db, {
    type: 'signed_in',
    actorId: account.id,
    subject: input.email,
    ip: input.ip,
    detail: { role: account.role, device: knownDevice ? 'known' : 'new' },
  });
  const cookies = [cookie];
  if (!input.deviceToken) cookies.push(deviceCookie(deviceToken, { secure: deps.secureCookies }));
  return { ok: true, role: account.role, cookies };
}

type Refusal = { limit: string; decision: Extract<LimitDecision, { allowed: false }> };

/** Takes every limit (so none can be dodged by exhausting another) and lists those that refused. */
async function refusedBy(checks: [string, () => Promise<LimitDecision>][]): Promise<Refusal[]> {
  const refusals: Refusal[] = [];
  for (const [limit, consume] of checks) {
    const decision = await consume();
    if (!decision.allowed) refusals.push({ limit, decision });
  }
  return refusals;
}
