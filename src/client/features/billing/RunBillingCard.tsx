// "Run billing now": the same run the server does every day (recurring bills due today, overdue notices).
import { useId } from 'react';
import type { GymFormat } from '../../../shared/format.js';
import { ActionMessageView } from '../../components/ActionMessageView.js';
import { Button } from '../../components/Button.js';
import { messageOf } from '../../lib/errors.js';
import { useGymFormat } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';
import { useActionMessage } from '../../lib/useActionMessage.js';

/** '2 bills issued; 1 overdue notice sent.' or 'Nothing to bill today.', counts written the gym's way. */
export function describeBillingRun(
  report: { billsIssued: number; overdueNotices: number },
  format: Pick<GymFormat, 'countOf'>,
): string {
  const notices = `${format.countOf(report.overdueNotices, 'overdue notice')} sent`;
  if (report.billsIssued === 0) {
    return report.overdueNotices === 0 ? 'Nothing to bill today.' : `Nothing to bill today; ${notices}.`;
  }
  return `${format.countOf(report.billsIssued, 'bill')} issued; ${notices}.`;
}

export function RunBillingCard() {
  const titleId = useId();
  const utils = trpc.useUtils();
  const action = useActionMessage();
  const format = useGymFormat();
  const run = trpc.bills.runNow.useMutation({
    onSuccess: async (report) => {
      await Promise.all([utils.bills.invalidate(), utils.reports.invalidate()]);
      action.success(describeBillingRun(report, format));
    },
    onError: (error) => action.failure(messageOf(error, 'Billing could not run. Please try again.')),
  });

  return (
    <section className="card" aria-labelledby={titleId}>
      <div className="section-header">
        <h2 id={titleId}>Recurring billing</h2>
      </div>
      <p className="muted">
        Members on recurring plans are billed automatically every day. Run it now to issue the bills due today.
      </p>
      <ActionMessageView action={action} />
      <Button variant="secondary" pending={run.isPending} onClick={() => run.mutate()}>
        Run billing now
      </Button>
    </section>
  );
}
