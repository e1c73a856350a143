// Hourly clean-up of rows whose time has passed: ended sessions, used-up reset links, rate-limit
// windows, browsers unused for a year, mail finished a month ago, and idempotency keys past their two
// days. Nothing reads them any more;
// this only keeps the tables small. Then the planner's statistics are brought up to date.
import type { SessionLayer } from '../auth/sessions.js';
import type { Db } from '../db/schema.js';
import { refreshPlannerStatistics } from '../db/statistics.js';
import { deleteExpiredResetTokens } from '../features/auth/auth.queries.js';
import { forgetUnusedDevices } from '../features/auth/trusted-devices.queries.js';
import { deleteExpiredInvitations } from '../features/invitations/invitations.queries.js';
import { forgetOldKeys } from '../idempotency/idempotency.js';
import type { Clock } from '../lib/clock.js';
import type { RateLimitStore } from '../security/rate-limit-store.js';
import type { ScheduledJob } from './scheduler.js';

const DAY_MS = 24 * 60 * 60 * 1000;
export const DEVICE_MEMORY_DAYS = 365;
export const FINISHED_MAIL_DAYS = 30;

/** Every finished row: sent, given up, or skipped (a reset asked for an address with no account). */
export async function deleteFinishedMail(db: Db, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('mailQueue')
    .where('status', 'in', ['sent', 'failed', 'skipped'])
    .where('finishedAt', '<', before.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export function maintenanceJob(deps: {
  db: Db;
  clock: Clock;
  sessions: SessionLayer;
  limitStore: RateLimitStore;
}): ScheduledJob {
  return {
    name: 'maintenance',
    everyMs: 60 * 60_000,
    exclusive: true,
    async run() {
      const now = deps.clock.now();
      await deps.sessions.deleteExpired();
      await deleteExpiredResetTokens(deps.db, now);
      await deleteExpiredInvitations(deps.db, now);
      await deps.limitStore.deleteExpired(now);
      await forgetUnusedDevices(deps.db, new Date(now.getTime() - DEVICE_MEMORY_DAYS * DAY_MS));
      await deleteFinishedMail(deps.db, new Date(now.getTime() - FINISHED_MAIL_DAYS * DAY_MS));
      await forgetOldKeys(deps.db, now);
      await refreshPlannerStatistics(deps.db);
    },
  };
}
