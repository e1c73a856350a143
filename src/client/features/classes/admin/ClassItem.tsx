// One class in the list: who teaches it, how many fit, how long it runs, its weekly times, and its
// actions (Edit, Archive or Restore).
import { useId } from 'react';
import { Badge } from '../../../components/Badge.js';
import { Button } from '../../../components/Button.js';
import { Group } from '../../../components/Group.js';
import { messageOf } from '../../../lib/errors.js';
import { useGymFormat } from '../../../lib/gym.js';
import { trpc } from '../../../lib/trpc.js';
import { ClassTimetable } from './ClassTimetable.js';
import { EditClassDialog } from './EditClassDialog.js';
import type { ClassListItem } from './types.js';

interface ClassItemProps {
  klass: ClassListItem;
  onSuccess: (text: string) => void;
  onFailure: (text: string) => void;
}

export function ClassItem({ klass, onSuccess, onFailure }: ClassItemProps) {
  const nameId = useId();
  const utils = trpc.useUtils();
  const format = useGymFormat();
  const options = (done: string, failed: string) => ({
    onSuccess: async () => {
      await utils.classes.list.invalidate();
      onSuccess(done);
    },
    onError: (error: unknown) => onFailure(messageOf(error, failed)),
  });
  const archive = trpc.classes.archive.useMutation(
    options(`Archived ${klass.name}. It gets no new sessions.`, `Could not archive ${klass.name}.`),
  );
  const restore = trpc.classes.restore.useMutation(
    options(`Restored ${klass.name}.`, `Could not restore ${klass.name}.`),
  );
  const busy = archive.isPending || restore.isPending;
  const input = { classId: klass.id };

  return (
    <li className="class-item">
      <div className="item-main">
        <div className="class-title">
          <strong id={nameId}>{klass.name}</strong>
          {klass.archived && <Badge tone="neutral">Archived</Badge>}
        </div>
        <span>{klass.trainer ? `Trainer: ${klass.trainer}` : 'No trainer named'}</span>
        <span className="muted">
          {`Capacity: ${format.countOf(klass.capacity, 'place')} · Duration: ${format.count(klass.durationMinutes)} min`}
        </span>
        {klass.description && <span className="muted class-description">{klass.description}</span>}
      </div>
      <Group className="item-actions" labelledBy={nameId}>
        <EditClassDialog klass={klass} onSaved={(name) => onSuccess(`Saved ${name}.`)} />
        {klass.archived ? (
          <Button variant="secondary" pending={restore.isPending} disabled={busy} onClick={() => restore.mutate(input)}>
            Restore
          </Button>
        ) : (
          <Button variant="secondary" pending={archive.isPending} disabled={busy} onClick={() => archive.mutate(input)}>
            Archive
          </Button>
        )}
      </Group>
      <ClassTimetable klass={klass} onSuccess={onSuccess} onFailure={onFailure} />
    </li>
  );
}
