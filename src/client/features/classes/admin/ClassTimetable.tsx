// A class's weekly times ('Mon 6:00 PM'), each removable from its menu, and "Add time". Removing a time
// cancels its upcoming sessions and tells whoever booked them, so it asks first.
import { useRef } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog.js';
import { Group } from '../../../components/Group.js';
import { RowActionsMenu } from '../../../components/RowActionsMenu.js';
import { useRowDialogs } from '../../../components/useRowDialogs.js';
import { messageOf } from '../../../lib/errors.js';
import { useGymFormat } from '../../../lib/gym.js';
import { trpc } from '../../../lib/trpc.js';
import { AddTimeDialog } from './AddTimeDialog.js';
import { slotLabel } from './gymTime.js';
import { refreshSessions } from './refreshSessions.js';
import type { ClassListItem, ClassSlot } from './types.js';

interface ClassTimetableProps {
  klass: ClassListItem;
  onSuccess: (text: string) => void;
  onFailure: (text: string) => void;
}

export function ClassTimetable({ klass, onSuccess, onFailure }: ClassTimetableProps) {
  return (
    <Group className="class-timetable" label={`${klass.name} weekly times`}>
      <span className="timetable-label" aria-hidden="true">
        Weekly times
      </span>
      {klass.slots.length === 0 ? (
        <p className="muted timetable-empty">No weekly times yet.</p>
      ) : (
        <ul className="slot-list">
          {klass.slots.map((slot) => (
            <SlotItem key={slot.id} klass={klass} slot={slot} onSuccess={onSuccess} onFailure={onFailure} />
          ))}
        </ul>
      )}
      {klass.archived ? (
        <p className="muted timetable-empty">Restore the class to add times.</p>
      ) : (
        <AddTimeDialog klass={klass} onAdded={onSuccess} />
      )}
    </Group>
  );
}

type Outcome = { ok: boolean; text: string };

function SlotItem({ klass, slot, onSuccess, onFailure }: ClassTimetableProps & { slot: ClassSlot }) {
  const utils = trpc.useUtils();
  const remove = trpc.classes.removeSlot.useMutation();
  const format = useGymFormat();
  const label = slotLabel(slot, format);
  // Shown once the dialog has closed, so focus can move to the message (the time itself goes away).
  const outcome = useRef<Outcome | null>(null);
  const dialogs = useRowDialogs<'remove'>();

  async function confirm() {
    try {
      const removed = await remove.mutateAsync({ slotId: slot.id });
      const told = removed.membersTold > 0 ? `, and ${format.countOf(removed.membersTold, 'member')} told` : '';
      outcome.current = {
        ok: true,
        text: `Removed ${label} from ${klass.name}: ${format.countOf(removed.sessionsCancelled, 'upcoming session')} cancelled${told}.`,
      };
    } catch (error) {
      outcome.current = { ok: false, text: messageOf(error, `Could not remove ${label} from ${klass.name}.`) };
    }
  }

  function afterDialog(event: Event) {
    const done = outcome.current;
    if (!done) return;
    outcome.current = null;
    event.preventDefault();
    if (done.ok) onSuccess(done.text);
    else onFailure(done.text);
    void Promise.all([utils.classes.list.invalidate(), refreshSessions(utils)]);
  }

  return (
    <li>
      <span>{label}</span>
      <RowActionsMenu
        rowName={`${klass.name} ${label}`}
        triggerRef={dialogs.triggerRef}
        actions={[{ label: 'Remove time…', destructive: true, onSelect: () => dialogs.open('remove') }]}
      />
      <ConfirmDialog
        {...dialogs.control('remove')}
        title={`Remove ${label} from ${klass.name}?`}
        description={`Upcoming ${klass.name} sessions at ${label} are cancelled, and members who booked them are told.`}
        confirmLabel="Remove time"
        onConfirm={confirm}
        onCloseAutoFocus={afterDialog}
      />
    </li>
  );
}
