// Pause, Resume and Cancel membership, as the membership's status allows. Pausing and cancelling ask
// first and say what happens: the server's pause has no end date (it lasts until someone resumes it),
// so the question says so rather than offering a date it would not keep.
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
  // A confirmed action's outcome is shown once its dialog has closed, so focus can move to the message.
  const confirmedOutcome = useRef<Outcome | null>(null);

  async function run(mutation: typeof resume, done: string, failed: string) {
    try {
      await mutation.mutateAsync(input);
      await utils.members.invalidate();
      action.success(done);
    } catch (error) {
      action.failure(messageOf(error, failed));
    }
  }

  async function confirmPause() {
    try {
      await pause.mutateAsync(input);
      confirmedOutcome.current = { ok: true, text: `${member.name}'s membership is paused.` };
    } catch (error) {
      confirmedOutcome.current = { ok: false, text: messageOf(error, `Could not pause ${member.name}'s membership.`) };
    }
  }

  async function confirmCancel() {
    try {
      const result = await cancel.mutateAsync(input);
      const ends = result.endsOn ? `; it ends on ${format.date(result.endsOn)}` : '';
      confirmedOutcome.current = { ok: true, text: `${member.name}'s membership is cancelled${ends}.` };
    } catch (error) {
      confirmedOutcome.current = {
        ok: false,
        text: messageOf(error, `Could not cancel ${member.name}'s membership. Please try again.`),
      };
    }
  }

  function afterConfirmDialog(event: Event) {
    const outcome = confirmedOutcome.current;
    if (!outcome) return;
    confirmedOutcome.current = null;
    event.preventDefault();
    if (outcome.ok) action.success(outcome.text);
    else action.failure(outcome.text);
    void utils.members.invalidate();
  }

  return (
    <div className="item-actions">
      {status === 'active' && (
        <ConfirmDialog
          triggerLabel="Pause"
          triggerVariant="secondary"
          title={`Pause ${member.name}'s membership?`}
          description={`From today until you resume it: no bills are issued and ${member.name} cannot check in. On resuming, the next bill date moves on by the days paused.`}
          confirmLabel="Pause membership"
          disabled={busy}
          onConfirm={confirmPause}
          onCloseAutoFocus={afterConfirmDialog}
        />
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
          onCloseAutoFocus={afterConfirmDialog}
        />
      )}
    </div>
  );
}
