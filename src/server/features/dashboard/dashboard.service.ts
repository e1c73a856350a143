// The admin dashboard's key numbers, in the gym's calendar (GYM_TIMEZONE): "this month" and "today"
// are the gym's, whatever the admin's browser says.
import { dateInZone } from '../../../shared/calendar.js';
import { type KeyNumbers, monthSoFar } from '../../../shared/dashboard.schemas.js';
import type { DbOrTx } from '../../db/schema.js';
import { checkInsOnDay } from '../checkins/checkins.queries.js';
import { countPendingRequests } from '../reports/reports.queries.js';
import { collectedCentsBetween, countActiveMembers, outstandingCents } from './dashboard.queries.js';

export async function keyNumbers(db: DbOrTx, now: Date, timeZone: string): Promise<KeyNumbers> {
  const today = dateInZone(now, timeZone);
  const month = monthSoFar(today);
  const [pendingRequests, activeMembers, collectedThisMonthCents, outstanding, checkInsToday] = await Promise.all([
    countPendingRequests(db),
    countActiveMembers(db),
    collectedCentsBetween(db, month.startDate, month.endDate),
    outstandingCents(db),
    checkInsOnDay(db, today),
  ]);
  return {
    today,
    pendingRequests,
    activeMembers,
    collectedThisMonthCents,
    outstandingCents: outstanding,
    checkInsToday,
  };
}
