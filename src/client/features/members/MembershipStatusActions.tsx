// Pause, Resume and Cancel membership, as the membership's status allows. Cancelling asks first.
import { useRef } from 'react';
import type { MembershipStatus } from '../../../shared/memberships.schemas.js';
import { Button } from '../../components/Button.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { messageOf } from '../../lib/errors.js';
import { useGymFormat } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';
import type { useActionMessage } from '../../lib/useActionMessage.js';
import { useOncePerIntent } from '../../lib/useOncePerIntent.js';
import type { MembershipMember } from './types.js';

interface MembershipStatusActionsProps {
  member: MembershipMember;
  status: MembershipStatus;
  action: ReturnType<typeof useActionMessage>;
}

type Outcome = { ok: true; text: string } | { ok: false; text: string };

export function MembershipStatusActions({ member, status, action }: MembershipStatusActionsProps) {
  const format = useGymFormat();
  const utils = trpc.useUtils();
  // Every members.* query (the Member List, a member's page) shows the membership: all refresh.
  const pause = useOncePerIntent(trpc.memberships.pause.useMutation());
  const resume = useOncePerIntent(trpc.memberships.resume.useMutation());
  const cancel = useOncePerIntent(trpc.memberships.cancel.useMutation());
  const busy = pause.isPending || resume.isPending || cancel.isPending;
  const input = { userId: member.id };
  // Cancel's outcome is shown once its dialog has closed, so focus can move to the message.
  const cancelOutcome = useRef<Outcome | null>(null);

  async function run(mutation: typeof pause | typeof resume, done: string, failed: string) {
    try {
      await mutation.mutateAsync(input);
      await utils.members.invalidate();
      action.success(done);
    } catch (error) {
      action.failure(messageOf(error, failed));
    }
  }

  async function confirmCancel() {
    try {
      const result = await cancel.mutateAsync(input);
      const ends = result.endsOn ? `; it ends on ${format.date(result.endsOn)}` : '';
      cancelOutcome.current = { ok: true, text: `${member.name}'s membership is cancelled${ends}.` };
    } catch (error) {
      cancelOutcome.current = {
        ok: false,
        text: messageOf(error, `Could not cancel ${member.name}'s membership. Please try again.`),
      };
    }
  }

  function afterCancelDialog(event: Event) {
    const outcome = cancelOutcome.current;
    if (!outcome) return;
    cancelOutcome.current = null;
    event.preventDefault();
    if (outcome.ok) action.success(outcome.text);
    else action.failure(outcome.text);
    void utils.members.invalidate();
  }

  return (
    <div className="item-actions">
      {status === 'active' && (
        <Button
          variant="secondary"
          pending={pause.isPending}
          disabled={busy}
          onClick={() =>
            run(pause, `${member.name}'s membership is paused.`, `Could not pause ${member.name}'s membership.`)
          }
        >
          Pause
        </Button>
      )}
      {status !== 'active' && (
        <Button
          variant="secondary"
          pending={resume.isPending}
          disabled={busy}
          onClick={() =>
            run(resume, `${member.name}'s membership is active again.`, `Could not resume ${member.name}'s membership.`)
          }
        >
          Resume
        </Button>
      )}
      {status !== 'cancelled' && (
        <ConfirmDialog
          triggerLabel="Cancel membership"
          title={`Cancel ${member.name}'s membership?`}
          description="No more bills will be issued. The membership ends when the period already billed ends."
          confirmLabel="Cancel membership"
          disabled={busy}
          onConfirm={confirmCancel}
          onCloseAutoFocus={afterCancelDialog}
        />
      )}
    </div>
  );
}
