// The program editor: weeks × days × exercise rows (ProgramDayFields, ExerciseRow), as easy with the
// keyboard as with a pointer. It owns the program's state and where focus goes after a change: a new
// day's name, a new row's exercise, the moved row's button, or the day's "Add exercise" after a
// removal. Save sends the whole tree with the version it was loaded at, so a stale save is refused;
// what the server refuses is listed above the form, each line taking you to its field.
import { useEffect, useId, useRef, useState } from 'react';
import type { ProgramTree } from '../../../shared/programs.schemas.js';
import type { WeightUnit } from '../../../shared/weights.js';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { Field, TextAreaField } from '../../components/Field.js';
import { fieldErrorsOf, formLevelError } from '../../lib/errors.js';
import { trpc } from '../../lib/trpc.js';
import { addRowButtonId, ProgramDayFields } from './ProgramDayFields.js';
import { ProgramErrorSummary } from './ProgramErrorSummary.js';
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
          <ProgramErrorSummary errors={errors} formError={formError} />
          {saved && (
            <p role="status" className="alert alert-success">
              Program saved.
            </p>
          )}
        </div>
        <div className="program-head">
          <Field
            id="program-name"
            label="Program name"
            value={state.name}
            error={errorOf('program-name')}
            onChange={(event) => change((s) => ({ ...s, name: event.target.value }))}
          />
          <Field
            id="program-weeks"
            label="Weeks"
            inputMode="numeric"
            value={state.weeks}
            error={errorOf('program-weeks')}
            onChange={(event) => change((s) => ({ ...s, weeks: event.target.value }))}
          />
          <TextAreaField
            id="program-description"
            label="Description"
            error={errorOf('program-description')}
            value={state.description}
            onChange={(event) => change((s) => ({ ...s, description: event.target.value }))}
          />
        </div>

        {state.days.length === 0 && <p className="muted">No days yet. Add the first day below.</p>}
        {state.days.map((day) => (
          <ProgramDayFields
            key={day.key}
            day={day}
            unit={unit}
            errorOf={errorOf}
            onRename={(name) => setDay(day.key, (d) => ({ ...d, name }))}
            onRowChange={(rowKey, patch) => setRow(day.key, rowKey, patch)}
            onRowMove={(index, by, focusId) => moveRow(day.key, index, by, focusId)}
            onRowRemove={(rowKey) => {
              setDay(day.key, (d) => ({ ...d, rows: d.rows.filter((r) => r.key !== rowKey) }));
              setFocusNext(addRowButtonId(day.key));
            }}
            onAddRow={() => addRow(day.key)}
            onRemove={() => {
              change((s) => ({ ...s, days: s.days.filter((d) => d.key !== day.key) }));
              setFocusNext('program-add-day');
            }}
          />
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
