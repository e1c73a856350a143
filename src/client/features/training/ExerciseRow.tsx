// One exercise of a program day: the exercise combobox, sets, reps or seconds, load in the gym's
// unit, rest and notes, with Move up / Move down (or Alt+ArrowUp / Alt+ArrowDown anywhere in the
// row). Remove sits behind the row's menu so it is never hit by accident. Every field has a fixed id
// (`<row key>-<field>`) that the editor's error summary links to.
import type { KeyboardEvent } from 'react';
import type { WeightUnit } from '../../../shared/weights.js';
import { Button } from '../../components/Button.js';
import { Field } from '../../components/Field.js';
import { RowActionsMenu } from '../../components/RowActionsMenu.js';
import { ExerciseCombobox } from './ExerciseCombobox.js';
import type { RowState } from './program-form.js';

export interface ExerciseRowProps {
  row: RowState;
  index: number;
  count: number;
  /** Where the row is, for the exercise field's name: 'week 1 day 2, exercise 3'. */
  place: string;
  unit: WeightUnit;
  errorOf: (fieldId: string) => string | undefined;
  onChange: (patch: Partial<RowState>) => void;
  /** Moves the row by one place and puts focus on the element with `focusId` once it has moved. */
  onMove: (by: -1 | 1, focusId: string) => void;
  onRemove: () => void;
}

type TextFieldName = 'sets' | 'reps' | 'seconds' | 'load' | 'rest' | 'notes';

export function ExerciseRow({ row, index, count, place, unit, errorOf, onChange, onMove, onRemove }: ExerciseRowProps) {
  const number = index + 1;
  function onKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    const by = event.key === 'ArrowUp' ? -1 : 1;
    if ((by === -1 && index === 0) || (by === 1 && index === count - 1)) return;
    event.preventDefault();
    onMove(by, (event.target as HTMLElement).id || `${row.key}-exercise`);
  }
  const field = (name: TextFieldName, label: string, mode?: 'numeric' | 'decimal') => (
    <Field
      id={`${row.key}-${name}`}
      label={label}
      value={row[name]}
      inputMode={mode}
      error={errorOf(`${row.key}-${name}`)}
      onChange={(event) => onChange({ [name]: event.target.value })}
    />
  );
  return (
    <li
      className="program-row"
      aria-label={`Exercise ${number}: ${row.exerciseName || 'not chosen'}`}
      onKeyDown={onKeyDown}
    >
      <div className="program-row-exercise">
        <ExerciseCombobox
          inputId={`${row.key}-exercise`}
          label="Exercise"
          ariaLabel={`Exercise, ${place}`}
          value={row.exerciseName}
          error={errorOf(`${row.key}-exercise`)}
          onPick={(exercise) => onChange({ exerciseId: exercise.id, exerciseName: exercise.name })}
        />
      </div>
      <div className="program-row-numbers">
        {field('sets', 'Sets', 'numeric')}
        {field('reps', 'Reps', 'numeric')}
        {field('seconds', 'Seconds', 'numeric')}
        {field('load', `Load (${unit})`, 'decimal')}
        {field('rest', 'Rest (s)', 'numeric')}
      </div>
      {field('notes', 'Notes')}
      <div className="program-row-actions">
        <Button
          id={`${row.key}-up`}
          variant="ghost"
          disabled={index === 0}
          aria-keyshortcuts="Alt+ArrowUp"
          aria-label={`Move exercise ${number} up`}
          onClick={() => onMove(-1, `${row.key}-up`)}
        >
          Move up
        </Button>
        <Button
          id={`${row.key}-down`}
          variant="ghost"
          disabled={index === count - 1}
          aria-keyshortcuts="Alt+ArrowDown"
          aria-label={`Move exercise ${number} down`}
          onClick={() => onMove(1, `${row.key}-down`)}
        >
          Move down
        </Button>
        <RowActionsMenu
          rowName={`exercise ${number}`}
          actions={[{ label: `Remove exercise ${number}`, onSelect: onRemove }]}
        />
      </div>
    </li>
  );
}
