// The program editor: weeks × days × exercise rows, as easy with the keyboard as with a pointer.
// Each row: an exercise combobox (type, ArrowDown/ArrowUp, Enter), sets, reps or seconds, load in the
// gym's unit, rest, notes; Move up / Move down buttons (or Alt+ArrowUp / Alt+ArrowDown anywhere in
// the row); Remove sits behind the row's menu so it is never hit by accident. Save sends the whole
// tree; what the server refuses is listed above the form, each line taking you to its field.
import { DropdownMenu } from 'radix-ui';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { ProgramTree } from '../../../shared/programs.schemas.js';
import type { WeightUnit } from '../../../shared/weights.js';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { fieldErrorsOf, formLevelError } from '../../lib/errors.js';
import { trpc } from '../../lib/trpc.js';
import { ExerciseCombobox } from './ExerciseCombobox.js';
import {
  type DayState,
  emptyRow,
  locate,
  nextDaySlot,
  type ProgramState,
  type RowState,
  saveInputOf,
  stateOf,
} from './program-form.js';

type Loaded = ProgramTree & { weightUnit: WeightUnit };

export function ProgramEditor({ programId, onClose }: { programId: string; onClose: () => void }) {
  const program = trpc.programs.get.useQuery({ programId });
  if (program.isPending) return <p role="status">Loading program...</p>;
  if (program.isError) return <Alert tone="error">{program.error.message || 'Failed to load the program.'}</Alert>;
  return <EditorForm key={program.data.updatedAt} program={program.data} onClose={onClose} />;
}

function EditorForm({ program, onClose }: { program: Loaded; onClose: () => void }) {
  const utils = trpc.useUtils();
  const unit = program.weightUnit;
  const [state, setState] = useState<ProgramState>(() => stateOf(program, unit));
  const [version, setVersion] = useState(program.updatedAt);
  const [saved, setSaved] = useState(false);
  const [focusNext, setFocusNext] = useState<string | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const save = trpc.programs.save.useMutation({
    onSuccess: (result) => {
      setVersion(result.updatedAt);
      setSaved(true);
      utils.programs.templates.invalidate();
    },
    onError: () => requestAnimationFrame(() => summaryRef.current?.focus()),
  });

  useEffect(() => {
    if (!focusNext) return;
    document.getElementById(focusNext)?.focus();
    setFocusNext(null);
  }, [focusNext]);

  const fieldErrors = save.isError ? fieldErrorsOf(save.error) : {};
  const formError = save.isError ? formLevelError(save.error, 'Failed to save the program.') : null;
  const errorOf = (fieldId: string) =>
    Object.entries(fieldErrors).find(([path]) => locate(path, state).fieldId === fieldId)?.[1];

  function change(update: (s: ProgramState) => ProgramState) {
    setSaved(false);
    setState(update);
  }
  const setDay = (dayKey: string, update: (d: DayState) => DayState) =>
    change((s) => ({ ...s, days: s.days.map((d) => (d.key === dayKey ? update(d) : d)) }));
  const setRow = (dayKey: string, rowKey: string, patch: Partial<RowState>) =>
    setDay(dayKey, (d) => ({ ...d, rows: d.rows.map((r) => (r.key === rowKey ? { ...r, ...patch } : r)) }));

  function moveRow(dayKey: string, index: number, by: -1 | 1, focusId: string) {
    setDay(dayKey, (d) => {
      const to = index + by;
      if (to < 0 || to >= d.rows.length) return d;
      const rows = [...d.rows];
      const [row] = rows.splice(index, 1);
      rows.splice(to, 0, row as RowState);
      return { ...d, rows };
    });
    setFocusNext(focusId);
  }

  function addDay() {
    const slot = nextDaySlot(state.days);
    const day: DayState = { key: `day-${Date.now()}-${state.days.length}`, ...slot, name: `Day ${slot.day}`, rows: [] };
    change((s) => ({ ...s, days: [...s.days, day] }));
    setFocusNext(`${day.key}-name`);
  }

  function addRow(dayKey: string) {
    const row = emptyRow();
    setDay(dayKey, (d) => ({ ...d, rows: [...d.rows, row] }));
    setFocusNext(`${row.key}-exercise`);
  }

  const errors = Object.entries(fieldErrors).map(([path, message]) => ({ path, message, ...locate(path, state) }));

  return (
    <section className="card program-editor" aria-labelledby={headingId}>
      <div className="section-header">
        <h2 id={headingId}>Edit program</h2>
        <Button variant="ghost" onClick={onClose}>
          Back to programs
        </Button>
      </div>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(saveInputOf(state, program.id, version));
        }}
      >
        <div ref={summaryRef} tabIndex={-1} aria-live="polite">
          {(errors.length > 0 || formError) && (
            <div className="alert alert-error error-summary" role="alert">
              <p>
                <strong>The program was not saved.</strong>
                {formError && ` ${formError}`}
              </p>
              {errors.length > 0 && (
                <ul>
                  {errors.map((e) => (
                    <li key={e.path}>
                      <a
                        href={`#${e.fieldId}`}
                        onClick={(event) => {
                          event.preventDefault();
                          document.getElementById(e.fieldId)?.focus();
                        }}
                      >
                        {e.where}: {e.message}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
          {saved && (
            <p role="status" className="alert alert-success">
              Program saved.
            </p>
          )}
        </div>
        <div className="program-head">
          <TextInput
            id="program-name"
            label="Program name"
            value={state.name}
            error={errorOf('program-name')}
            onChange={(name) => change((s) => ({ ...s, name }))}
          />
          <TextInput
            id="program-weeks"
            label="Weeks"
            inputMode="numeric"
            value={state.weeks}
            error={errorOf('program-weeks')}
            onChange={(weeks) => change((s) => ({ ...s, weeks }))}
          />
          <div className="field">
            <label htmlFor="program-description">Description</label>
            <textarea
              id="program-description"
              value={state.description}
              onChange={(event) => change((s) => ({ ...s, description: event.target.value }))}
            />
          </div>
        </div>

        {state.days.length === 0 && <p className="muted">No days yet. Add the first day below.</p>}
        {state.days.map((day) => (
          <fieldset key={day.key} className="program-day">
            <legend>
              Week {day.week}, day {day.day}
            </legend>
            <TextInput
              id={`${day.key}-name`}
              label={`Name of week ${day.week}, day ${day.day}`}
              value={day.name}
              error={errorOf(`${day.key}-name`)}
              onChange={(name) => setDay(day.key, (d) => ({ ...d, name }))}
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
                  onChange={(patch) => setRow(day.key, row.key, patch)}
                  onMove={(by, focusId) => moveRow(day.key, index, by, focusId)}
                  onRemove={() => {
                    setDay(day.key, (d) => ({ ...d, rows: d.rows.filter((r) => r.key !== row.key) }));
                    setFocusNext(`${day.key}-add`);
                  }}
                />
              ))}
            </ol>
            <div className="program-day-actions">
              <Button id={`${day.key}-add`} variant="secondary" onClick={() => addRow(day.key)}>
                Add exercise
              </Button>
              <Button
                variant="ghost"
                onClick={() => {
                  change((s) => ({ ...s, days: s.days.filter((d) => d.key !== day.key) }));
                  setFocusNext('program-add-day');
                }}
              >
                Remove week {day.week}, day {day.day}
              </Button>
            </div>
          </fieldset>
        ))}
        <div className="form-actions">
          <Button id="program-add-day" variant="secondary" onClick={addDay}>
            Add day
          </Button>
          <Button type="submit" pending={save.isPending}>
            Save
          </Button>
        </div>
      </form>
    </section>
  );
}

function TextInput({
  id,
  label,
  value,
  error,
  onChange,
  inputMode,
  hideLabel,
}: {
  id: string;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  inputMode?: 'numeric' | 'decimal';
  hideLabel?: boolean;
}) {
  return (
    <div className="field">
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </label>
      <input
        id={id}
        value={value}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

function ExerciseRow({
  row,
  index,
  count,
  place,
  unit,
  errorOf,
  onChange,
  onMove,
  onRemove,
}: {
  row: RowState;
  index: number;
  count: number;
  place: string;
  unit: WeightUnit;
  errorOf: (fieldId: string) => string | undefined;
  onChange: (patch: Partial<RowState>) => void;
  onMove: (by: -1 | 1, focusId: string) => void;
  onRemove: () => void;
}) {
  function onKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    const by = event.key === 'ArrowUp' ? -1 : 1;
    if ((by === -1 && index === 0) || (by === 1 && index === count - 1)) return;
    event.preventDefault();
    onMove(by, (event.target as HTMLElement).id || `${row.key}-exercise`);
  }
  const field = (name: keyof RowState, label: string, mode?: 'numeric' | 'decimal') => (
    <TextInput
      id={`${row.key}-${name}`}
      label={name === 'load' ? `Load (${unit})` : label}
      value={row[name]}
      inputMode={mode}
      error={errorOf(`${row.key}-${name}`)}
      onChange={(value) => onChange({ [name]: value })}
    />
  );
  return (
    <li
      className="program-row"
      aria-label={`Exercise ${index + 1}: ${row.exerciseName || 'not chosen'}`}
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
        {field('load', 'Load', 'decimal')}
        {field('rest', 'Rest (s)', 'numeric')}
      </div>
      {field('notes', 'Notes')}
      <div className="program-row-actions">
        <Button
          id={`${row.key}-up`}
          variant="ghost"
          disabled={index === 0}
          aria-keyshortcuts="Alt+ArrowUp"
          aria-label={`Move exercise ${index + 1} up`}
          onClick={() => onMove(-1, `${row.key}-up`)}
        >
          Move up
        </Button>
        <Button
          id={`${row.key}-down`}
          variant="ghost"
          disabled={index === count - 1}
          aria-keyshortcuts="Alt+ArrowDown"
          aria-label={`Move exercise ${index + 1} down`}
          onClick={() => onMove(1, `${row.key}-down`)}
        >
          Move down
        </Button>
        <DropdownMenu.Root>
          <DropdownMenu.Trigger asChild>
            <Button variant="ghost" aria-label={`More for exercise ${index + 1}`}>
              More…
            </Button>
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content className="menu-content" align="end">
              <DropdownMenu.Item className="menu-item" onSelect={onRemove}>
                Remove exercise {index + 1}
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </div>
    </li>
  );
}
