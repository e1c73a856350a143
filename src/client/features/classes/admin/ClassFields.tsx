// Name, Trainer (an account) and the trainer's name on the timetable, Capacity, Duration and
// Description: the fields of a class, the same when adding and editing.
import type { ChangeEvent } from 'react';
import { CAPACITY_MAX, DURATION_MAX, DURATION_MIN, TRAINER_NAME_LABEL } from '../../../../shared/classes.schemas.js';
import { LIMITS } from '../../../../shared/fields.js';
import { Field, TextAreaField } from '../../../components/Field.js';
import { useGymFormat } from '../../../lib/gym.js';
import { TrainerSelect } from './TrainerSelect.js';

interface FieldProps {
  name: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
}

export interface ClassFieldsProps {
  name: FieldProps;
  trainer: FieldProps;
  trainerId: FieldProps;
  /** The trainer picked changed (their names, undefined for none). */
  onTrainerPicked: (before: string | undefined, after: string | undefined) => void;
  capacity: FieldProps;
  durationMinutes: FieldProps;
  description: FieldProps;
}

export function ClassFields(props: ClassFieldsProps) {
  const format = useGymFormat();
  return (
    <>
      <div className="form-row class-fields">
        <Field label="Name" autoComplete="off" maxLength={LIMITS.nameMax} required {...props.name} />
        <TrainerSelect {...props.trainerId} onPicked={props.onTrainerPicked} />
        <Field
          label={TRAINER_NAME_LABEL}
          autoComplete="off"
          maxLength={LIMITS.nameMax}
          hint="Optional; shown on the timetable"
          {...props.trainer}
        />
        <Field
          label="Capacity"
          inputMode="numeric"
          autoComplete="off"
          hint={`Up to ${format.count(CAPACITY_MAX)} a session`}
          required
          {...props.capacity}
        />
        <Field
          label="Duration (minutes)"
          inputMode="numeric"
          autoComplete="off"
          hint={`${format.count(DURATION_MIN)} to ${format.count(DURATION_MAX)}`}
          required
          {...props.durationMinutes}
        />
      </div>
      <TextAreaField label="Description" maxLength={LIMITS.messageMax} rows={2} {...props.description} />
    </>
  );
}
