// One day of a program in the editor: its name, its exercise rows in order, and the buttons that add
// an exercise or remove the day. The editor owns the state; this only lays the day out.
import type { WeightUnit } from '../../../shared/weights.js';
import { Button } from '../../components/Button.js';
import { Field } from '../../components/Field.js';
import { ExerciseRow } from './ExerciseRow.js';
import type { DayState, RowState } from './program-form.js';

export interface ProgramDayFieldsProps {
  day: DayState;
  unit: WeightUnit;
  errorOf: (fieldId: string) => string | undefined;
  onRename: (name: string) => void;
  onRowChange: (rowKey: string, patch: Partial<RowState>) => void;
  onRowMove: (index: number, by: -1 | 1, focusId: string) => void;
  onRowRemove: (rowKey: string) => void;
  onAddRow: () => void;
  onRemove: () => void;
}

/** The id of a day's "Add exercise" button, where focus goes when one of its rows is removed. */
export const addRowButtonId = (dayKey: string) => `${dayKey}-add`;

export function ProgramDayFields({
  day,
  unit,
  errorOf,
  onRename,
  onRowChange,
  onRowMove,
  onRowRemove,
  onAddRow,
  onRemove,
}: ProgramDayFieldsProps) {
  const where = `week ${day.week}, day ${day.day}`;
  return (
    <fieldset className="program-day">
      <legend>
        Week {day.week}, day {day.day}
      </legend>
      <Field
        id={`${day.key}-name`}
        label={`Name of ${where}`}
        value={day.name}
        error={errorOf(`${day.key}-name`)}
        onChange={(event) => onRename(event.target.value)}
      />
      {day.rows.length === 0 && <p className="muted">No exercises on this day yet.</p>}
      <ol className="program-rows">
        {day.rows.map((row, index) => (
          <ExerciseRow
            key={row.key}
            row={row}
            index={index}
            count={day.rows.length}
            place={`week ${day.week} day ${day.day}, exercise ${index + 1}`}
            unit={unit}
            errorOf={errorOf}
            onChange={(patch) => onRowChange(row.key, patch)}
            onMove={(by, focusId) => onRowMove(index, by, focusId)}
            onRemove={() => onRowRemove(row.key)}
          />
        ))}
      </ol>
      <div className="program-day-actions">
        <Button id={addRowButtonId(day.key)} variant="secondary" onClick={onAddRow}>
          Add exercise
        </Button>
        <Button variant="ghost" onClick={onRemove}>
          Remove {where}
        </Button>
      </div>
    </fieldset>
  );
}
