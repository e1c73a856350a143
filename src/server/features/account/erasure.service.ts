// "Erase personal data": an admin carries out a member's "Close my account" in ONE transaction. The
// person's name, contacts, addresses, sign-in, card, messages and notes go; the ledger (bills,
// payments, refunds, check-ins, bookings) stays, under "Former member #<n>". The audit event names the
// admin and the number, nothing personal. Rate-limit counters keyed by the email or an address are
// forgotten afterwards (they live beside the database, outside its transactions).
import { formerMemberName } from '../../../shared/account.schemas.js';
import { dateInZone } from '../../../shared/calendar.js';
import type { GymSettings } from '../../../shared/settings.schemas.js';
import type { DbOrTx } from '../../db/schema.js';
import { inTransaction, lockNamed } from '../../db/transactions.js';
import type { RateLimits } from '../../security/rate-limits.js';
import { releaseUpcomingBookings } from '../classes/bookings.service.js';
import { recordEvent } from '../events/events.queries.js';
import { cancelMembership, findMembership } from '../memberships/memberships.service.js';
import { findClosure, markClosureErased, nextFormerNumber } from './closures.queries.js';
import {
  addressesOf,
  deletePersonalRows,
  eraseUserRow,
  findPersonalData,
  scrubEvents,
  scrubStoredDocuments,
} from './erasure.queries.js';

export type EraseOutcome =
  | { ok: true; formerNumber: number; formerName: string }
  | { ok: false; reason: 'not_found' | 'not_requested' | 'already_erased' };

class Refused extends Error {
  constructor(readonly reason: Extract<EraseOutcome, { ok: false }>['reason']) {
    super(reason);
  }
}

export async function eraseAccount(
  deps: { db: DbOrTx; limits: RateLimits },
  userId: string,
  act: { adminId: string; ip: string; now: Date; gym: GymSettings; appUrl: URL },
): Promise<EraseOutcome> {
  let erased: { formerNumber: number; keys: string[] };
  try {
    erased = await inTransaction(deps.db, async (tx) => {
      await lockNamed(tx, 'former-member-number');
      const closure = await findClosure(tx, userId);
      if (closure?.status === 'erased') throw new Refused('already_erased');
      const person = await findPersonalData(tx, userId);
      if (person?.role !== 'member') throw new Refused('not_found');
      if (closure?.status !== 'requested') throw new Refused('not_requested');
      const now = act.now.toISOString();
      const formerNumber = await nextFormerNumber(tx);
      if (!(await markClosureErased(tx, { userId, formerNumber, adminId: act.adminId, now }))) {
        throw new Refused('not_requested');
      }
      const addresses = await addressesOf(tx, userId, person.email);
      const membership = await findMembership(tx, userId);
      if (membership && membership.status !== 'cancelled') {
        const who = { adminId: act.adminId, ip: act.ip, now: act.now, today: dateInZone(act.now, act.gym.timeZone) };
        const cancelled = await cancelMembership(tx, userId, who);
        if (cancelled.outcome !== 'done') throw new Error(`could not cancel the membership: ${cancelled.outcome}`);
      }
      // Before the person's rows go: the places they held pass to whoever waits (and are told so).
      const releasedBookings = await releaseUpcomingBookings(tx, userId, act);
      await deletePersonalRows(tx, person);
      await scrubEvents(tx, person, addresses);
      await scrubStoredDocuments(tx, person, addresses);
      await eraseUserRow(tx, userId, formerMemberName(formerNumber), now);
      await recordEvent(tx, {
        type: 'admin.account_erased',
        actorId: act.adminId,
        subject: userId,
        ip: act.ip,
        detail: { formerNumber, releasedBookings },
      });
      return { formerNumber, keys: [userId, ...(person.email ? [person.email] : []), ...addresses] };
    });
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.reason };
    throw error;
  }
  await forgetCounters(deps.limits, erased.keys);
  return { ok: true, formerNumber: erased.formerNumber, formerName: formerMemberName(erased.formerNumber) };
}

async function forgetCounters(limits: RateLimits, keys: string[]): Promise<void> {
  for (const limiter of Object.values(limits)) {
    for (const key of keys) await limiter.reset(key);
  }
}
