// "Approve" / "Decline" on a pending pause request, for the member page and the pending list alike.
// Declining asks first; either way the outcome is the caller's message (it takes focus).
import './pauses.css';
import { Button } from '../../components/Button.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { messageOf } from '../../lib/errors.js';
import { trpc } from '../../lib/trpc.js';
import type { useActionMessage } from '../../lib/useActionMessage.js';

interface PauseDecisionProps {
  requestId: string;
  /** "Pat Pause's pause from … until …", for the buttons' names and the messages. */
  what: string;
  action: ReturnType<typeof useActionMessage>;
}

export function PauseDecision({ requestId, what, action }: PauseDecisionProps) {
  const utils = trpc.useUtils();
  const decide = trpc.pauses.decide.useMutation({
    // Approving may pause the membership at once: the member page and the lists read again.
    onSettled: () =>
      Promise.all([utils.pauses.invalidate(), utils.memberPage.invalidate(), utils.members.list.invalidate()]),
  });

  async function run(decision: 'approve' | 'decline') {
    action.clear();
    try {
      await decide.mutateAsync({ requestId, decision });
      action.success(decision === 'approve' ? `Approved: ${what}.` : `Declined: ${what}.`);
    } catch (error) {
      action.failure(messageOf(error, 'Could not decide this pause request. Please try again.'));
      throw error;
    }
  }

  return (
    <span className="pause-decision">
      <Button
        variant="secondary"
        pending={decide.isPending && decide.variables?.decision === 'approve'}
        disabled={decide.isPending}
        aria-label={`Approve ${what}`}
        onClick={() => void run('approve').catch(() => {})}
      >
        Approve
      </Button>
      <ConfirmDialog
        triggerLabel="Decline"
        triggerAriaLabel={`Decline ${what}`}
        title="Decline this pause request?"
        description={`${what} will be declined, and the member told.`}
        confirmLabel="Decline"
        disabled={decide.isPending}
        onConfirm={() => run('decline')}
      />
    </span>
  );
}
