// The class form's "Trainer": the trainer account that teaches the class and so sees its sessions,
// rosters and roll call. Picking one also fills in the trainer's name members read on the timetable,
// unless a different name was typed there.
import type { ChangeEvent } from 'react';
import { SelectField } from '../../../components/SelectField.js';
import { trpc } from '../../../lib/trpc.js';

interface TrainerSelectProps {
  name: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  /** The names of the trainer picked before and now (undefined for none), to follow on the timetable. */
  onPicked: (before: string | undefined, after: string | undefined) => void;
}

export function TrainerSelect({ onPicked, ...field }: TrainerSelectProps) {
  const trainers = trpc.classes.trainers.useQuery();
  const list = trainers.data ?? [];
  const nameOf = (id: string) => list.find((trainer) => trainer.id === id)?.name;
  // The class's trainer may since have become another kind of account: keep it until changed.
  const former = field.value !== '' && trainers.data !== undefined && nameOf(field.value) === undefined;
  const hint = trainers.isError
    ? 'Could not load the trainers. Try again later.'
    : list.length === 0 && !trainers.isPending
      ? 'No trainer accounts yet: invite trainers in Staff.'
      : 'They see this class’s sessions and take the roll.';
  return (
    <SelectField
      label="Trainer"
      hint={hint}
      disabled={trainers.isPending}
      {...field}
      onChange={(event) => {
        onPicked(nameOf(field.value), nameOf(event.target.value));
        field.onChange(event);
      }}
    >
      <option value="">{trainers.isPending ? 'Loading trainers...' : 'No trainer account'}</option>
      {former && <option value={field.value}>Current account (no longer a trainer)</option>}
      {list.map((trainer) => (
        <option key={trainer.id} value={trainer.id}>
          {trainer.name}
        </option>
      ))}
    </SelectField>
  );
}
