// Class reminders: every few minutes, each booked place on a session starting within the gym's
// reminder hours (Settings, default 3) is reminded once — in the member's notifications, and by mail
// unless they turned reminder mail off. Safe with several processes: each place is claimed by one
// conditional update (claimReminder) in the transaction that writes its notification and mail, so
// whoever loses the claim writes nothing. A cancelled session or booking, or a session that has
// started, is never reminded.
import type { GymSettings } from '../../../shared/settings.schemas.js';
import type { Db } from '../../db/schema.js';
import { inTransaction } from '../../db/transactions.js';
import type { Clock } from '../../lib/clock.js';
import { classReminder } from '../../mail/templates/class-mail.js';
import type { ScheduledJob } from '../../scheduler/scheduler.js';
import { tellMember } from '../notifications/tell-member.js';
import { claimReminder, type ReminderDue, remindersDueQuery } from './class-reminders.queries.js';
import { sessionLabel } from './session-label.js';

const HOUR_MS = 60 * 60 * 1000;
/** Places per transaction: one commit per chunk, and the event loop breathes between. */
const CHUNK = 200;
export const CLASS_REMINDERS_JOB = 'class-reminders';

export interface ClassRemindersDeps {
  db: Db;
  clock: Clock;
  settings: { current(): Promise<GymSettings> };
  config: { appUrl: URL };
}

const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Returns how many places this run reminded. */
export async function sendClassReminders(deps: ClassRemindersDeps): Promise<number> {
  const now = deps.clock.now();
  const gym = await deps.settings.current();
  const place = { gym, appUrl: deps.config.appUrl };
  const window = {
    now: now.toISOString(),
    until: new Date(now.getTime() + gym.classReminderHours * HOUR_MS).toISOString(),
  };
  let reminded = 0;
  let after: { startsAt: string; bookingId: string } | null = null;
  for (;;) {
    const due: ReminderDue[] = await remindersDueQuery(deps.db, window, after, CHUNK).execute();
    if (due.length === 0) return reminded;
    reminded += await inTransaction(deps.db, async (tx) => {
      // Every claim of the chunk first, then the notifications: a notification waits for the one
      // notification writer at a time (NOTIFICATION_NUMBERS_LOCK), so a process must not wait for it
      // while another waits for a place this one has claimed.
      const claimed: ReminderDue[] = [];
      for (const booking of due) {
        if (await claimReminder(tx, booking.bookingId, now)) claimed.push(booking);
      }
      for (const booking of claimed) {
        const named = { className: booking.className, label: sessionLabel(booking.startsAt, gym) };
        const to = { email: booking.email, reminderEmails: booking.reminderEmails === 1 };
        await tellMember(tx, { memberId: booking.memberId, ...classReminder(named, place.appUrl), to }, place, now);
      }
      return claimed.length;
    });
    const last = due[due.length - 1] as ReminderDue;
    after = { startsAt: last.startsAt, bookingId: last.bookingId };
    await yieldToRequests();
  }
}

export function classRemindersJob(deps: ClassRemindersDeps): ScheduledJob {
  return {
    name: CLASS_REMINDERS_JOB,
    everyMs: 5 * 60_000,
    // Each place is claimed on its own, so a second process running at once is harmless; one at a
    // time simply saves it the work.
    exclusive: true,
    async run() {
      await sendClassReminders(deps);
    },
  };
}
