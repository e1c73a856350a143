// Hourly clean-up of rows whose time has passed: ended sessions, used-up reset links and rate-limit
// windows. Nothing reads them once expired; this only keeps the tables small.
import type { SessionLayer } from '../auth/sessions.js';
import type { Db } from '../db/schema.js';
import { deleteExpiredResetTokens } from '../features/auth/auth.queries.js';
import type { Clock } from '../lib/clock.js';
import type { ScheduledJob } from './scheduler.js';

export async function deleteExpiredRateLimits(db: Db, now: Date): Promise<number> {
  const result = await db.deleteFrom('rateLimits').where('expire', '<', now.getTime()).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export function maintenanceJob(deps: { db: Db; clock: Clock; sessions: SessionLayer }): ScheduledJob {
  return {
    name: 'maintenance',
    everyMs: 60 * 60_000,
    exclusive: true,
    async run() {
      const now = deps.clock.now();
      await deps.sessions.deleteExpired();
      await deleteExpiredResetTokens(deps.db, now);
      await deleteExpiredRateLimits(deps.db, now);
    },
  };
}
