// The app's background jobs, one line per job (like router.ts for procedures). Each is an idempotent
// function of the database and the clock, safe to run in several processes at once.
import type { DatabaseTarget } from './config.js';
import { passwordResetRenderer } from './features/auth/password-reset.service.js';
import { runBilling } from './features/billing/billing.run.js';
import { classRemindersJob } from './features/classes/class-reminders.run.js';
import { topUpSessions } from './features/classes/sessions.run.js';
import { invitationRenderer } from './features/invitations/invitations.service.js';
import { autopayJob } from './features/online-payments/autopay/autopay.job.js';
import { refundJob } from './features/online-payments/refunds/refund.run.js';
import { inboxJob } from './features/online-payments/webhooks/inbox.js';
import { pausesJob } from './features/pauses/pauses.run.js';
import { mailJob } from './mail/mail-queue.js';
import { dailyJob } from './scheduler/daily.js';
import { jobLocksFor } from './scheduler/job-locks.js';
import { maintenanceJob } from './scheduler/maintenance.js';
import { type Background, createScheduler, newHolderId } from './scheduler/scheduler.js';
import type { AppDeps } from './trpc/context.js';

export type CoreDeps = Omit<AppDeps, 'background'>;

/** `database`: the server's, whose own job locks it then uses; without it (tests), leases in the database. */
export function createBackground(deps: CoreDeps, database?: DatabaseTarget): Background {
  const holder = newHolderId();
  return createScheduler({
    db: deps.db,
    clock: deps.clock,
    log: deps.log,
    holder,
    locks: database && jobLocksFor(database, { ...deps, holder }),
    jobs: [
      mailJob({
        ...deps,
        renderers: {
          password_reset: passwordResetRenderer(deps.config.appUrl),
          invitation: invitationRenderer(deps.config.appUrl),
        },
      }),
      maintenanceJob(deps),
      dailyJob(deps, 'billing', () => runBilling(deps)),
      dailyJob(deps, 'class-sessions', () => topUpSessions(deps)),
      inboxJob(deps),
      autopayJob(deps),
      refundJob(deps),
      pausesJob(deps),
      classRemindersJob(deps),
    ],
  });
}
