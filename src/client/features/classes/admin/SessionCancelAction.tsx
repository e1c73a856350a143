// "Cancel session…" in a session's menu, with the dialog that asks first and the message that says
// who was told: the same in the list and in the week calendar. Nothing shows for a session that has
// started (the server refuses: its members may have come), one already cancelled, or a role the
// server would refuse.
import { RowActionsMenu } from '../../../components/RowActionsMenu.js';
import { useRowDialogs } from '../../../components/useRowDialogs.js';
import { useGymFormat } from '../../../lib/gym.js';
import type { useActionMessage } from '../../../lib/useActionMessage.js';
import { useMay } from '../../session/useMay.js';
import { CancelSessionDialog } from './CancelSessionDialog.js';
import type { SessionListItem } from './types.js';

interface SessionCancelActionProps {
  session: SessionListItem;
  /** 'Tue, Nov 24, 6:00 PM–7:00 PM' on the gym's clock. */
  when: string;
  action: ReturnType<typeof useActionMessage>;
}

export function SessionCancelAction({ session, when, action }: SessionCancelActionProps) {
  const format = useGymFormat();
  const may = useMay();
  const dialogs = useRowDialogs<'cancel'>();
  if (session.started || session.status === 'cancelled' || !may('classes.cancelSession')) return null;
  return (
    <>
      <RowActionsMenu
        rowName={`${session.className}, ${when}`}
        triggerRef={dialogs.triggerRef}
        actions={[{ label: 'Cancel session…', destructive: true, onSelect: () => dialogs.open('cancel') }]}
      />
      <CancelSessionDialog
        {...dialogs.control('cancel')}
        session={session}
        when={when}
        onCancelled={(told) =>
          action.success(
            told === 0
              ? `Cancelled ${session.className} on ${when}. Nobody had booked.`
              : `Cancelled ${session.className} on ${when}. ${format.countOf(told, 'member')} told.`,
          )
        }
      />
    </>
  );
}
