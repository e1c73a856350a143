// Admin › Exercises: search the library and the gym's own by any word of the name, filter by muscle,
// equipment or category, add the gym's own, hide (and restore) any.
import { keepPreviousData } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  EQUIPMENT,
  EQUIPMENT_LABELS,
  type Equipment,
  EXERCISE_CATEGORIES,
  EXERCISE_CATEGORY_LABELS,
  EXERCISE_MEASURE_LABELS,
  EXERCISE_MEASURES,
  type ExerciseCategory,
  type ExerciseMeasure,
  MUSCLE_LABELS,
  MUSCLES,
  type Muscle,
} from '../../../shared/exercises.js';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { DialogCancel, FormDialog } from '../../components/FormDialog.js';
import { Pagination } from '../../components/Pagination.js';
import { fieldErrorsOf, formLevelError } from '../../lib/errors.js';
import { trpc } from '../../lib/trpc.js';
import './training.css';

export function ExercisesSection() {
  const headingId = useId();
  const [text, setText] = useState('');
  const [muscle, setMuscle] = useState<Muscle | ''>('');
  const [equipment, setEquipment] = useState<Equipment | ''>('');
  const [category, setCategory] = useState<ExerciseCategory | ''>('');
  const [page, setPage] = useState(1);
  const utils = trpc.useUtils();
  const list = trpc.exercises.search.useQuery(
    {
      text,
      muscle: muscle || undefined,
      equipment: equipment || undefined,
      category: category || undefined,
      includeArchived: true,
      page,
    },
    { placeholderData: keepPreviousData },
  );
  const refresh = () => utils.exercises.search.invalidate();
  const archive = trpc.exercises.archive.useMutation({ onSuccess: refresh });
  const restore = trpc.exercises.restore.useMutation({ onSuccess: refresh });
  return (
    <section className="card" aria-labelledby={headingId}>
      <div className="section-header">
        <h2 id={headingId}>Exercises</h2>
        <AddExerciseDialog onAdded={refresh} />
      </div>
      <div className="exercise-filters">
        <div className="field">
          <label htmlFor="exercise-search">Search exercises</label>
          <input
            id="exercise-search"
            type="search"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setPage(1);
            }}
          />
        </div>
        <ChoiceField
          id="exercise-muscle"
          label="Muscle"
          anyLabel="Any muscle"
          value={muscle}
          choices={MUSCLES}
          labels={MUSCLE_LABELS}
          onChange={setMuscle}
        />
        <ChoiceField
          id="exercise-equipment"
          label="Equipment"
          anyLabel="Any equipment"
          value={equipment}
          choices={EQUIPMENT}
          labels={EQUIPMENT_LABELS}
          onChange={setEquipment}
        />
        <ChoiceField
          id="exercise-category"
          label="Category"
          anyLabel="Any category"
          value={category}
          choices={EXERCISE_CATEGORIES}
          labels={EXERCISE_CATEGORY_LABELS}
          onChange={setCategory}
        />
      </div>
      {list.isPending && <p role="status">Loading exercises...</p>}
      {list.isError && <Alert tone="error">Failed to load exercises.</Alert>}
      {list.data && list.data.items.length === 0 && <p className="muted">No exercise matches.</p>}
      {list.data && list.data.items.length > 0 && (
        <ul className="program-list" aria-label="Exercises">
          {list.data.items.map((e) => (
            <li key={e.id}>
              <strong>{e.name}</strong> {e.key === null && <span className="badge">Our own</span>}{' '}
              {e.archivedAt !== null && <span className="badge">Hidden</span>}
              <p className="muted">
                {e.primaryMuscles.map((m) => MUSCLE_LABELS[m]).join(', ')} ·{' '}
                {e.equipment.map((q) => EQUIPMENT_LABELS[q]).join(', ')}
              </p>
              {e.archivedAt === null ? (
                <Button variant="ghost" onClick={() => archive.mutate({ exerciseId: e.id })}>
                  Hide {e.name}
                </Button>
              ) : (
                <Button variant="ghost" onClick={() => restore.mutate({ exerciseId: e.id })}>
                  Restore {e.name}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {list.data && (
        <Pagination
          page={page}
          pageSize={list.data.pageSize}
          total={list.data.total}
          onPageChange={setPage}
          label="Exercises"
        />
      )}
    </section>
  );
}

function AddExerciseDialog({ onAdded }: { onAdded: () => void }) {
  return (
    <FormDialog
      triggerLabel="Add exercise"
      title="Add exercise"
      description="An exercise of your gym's own, for programs and workout logs."
    >
      {(close) => (
        <AddExerciseForm
          onDone={() => {
            onAdded();
            close(true);
          }}
        />
      )}
    </FormDialog>
  );
}

function AddExerciseForm({ onDone }: { onDone: () => void }) {
  const [name, setName] = useState('');
  const [category, setCategory] = useState<ExerciseCategory>('strength');
  const [muscle, setMuscle] = useState<Muscle>('chest');
  const [equipment, setEquipment] = useState<Equipment>('bodyweight');
  const [measure, setMeasure] = useState<ExerciseMeasure>('weight-reps');
  const [cue, setCue] = useState('');
  const create = trpc.exercises.create.useMutation({ onSuccess: onDone });
  const errors = create.isError ? fieldErrorsOf(create.error) : {};
  const formError = create.isError ? formLevelError(create.error, 'Failed to add the exercise.') : null;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate({
          name,
          category,
          primaryMuscles: [muscle],
          equipment: [equipment],
          measure,
          cues: cue.trim() ? [cue.trim()] : [],
        });
      }}
    >
      {formError && <Alert tone="error">{formError}</Alert>}
      <div className="field">
        <label htmlFor="add-exercise-name">Name</label>
        <input
          id="add-exercise-name"
          value={name}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? 'add-exercise-name-error' : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        {errors.name && (
          <p className="field-error" id="add-exercise-name-error">
            {errors.name}
          </p>
        )}
      </div>
      <ChoiceField
        id="add-exercise-category"
        label="Category"
        value={category}
        choices={EXERCISE_CATEGORIES}
        labels={EXERCISE_CATEGORY_LABELS}
        onChange={setCategory}
      />
      <ChoiceField
        id="add-exercise-muscle"
        label="Main muscle"
        value={muscle}
        choices={MUSCLES}
        labels={MUSCLE_LABELS}
        onChange={setMuscle}
      />
      <ChoiceField
        id="add-exercise-equipment"
        label="Equipment"
        value={equipment}
        choices={EQUIPMENT}
        labels={EQUIPMENT_LABELS}
        onChange={setEquipment}
      />
      <ChoiceField
        id="add-exercise-measure"
        label="Recorded as"
        value={measure}
        choices={EXERCISE_MEASURES}
        labels={EXERCISE_MEASURE_LABELS}
        onChange={setMeasure}
      />
      <div className="field">
        <label htmlFor="add-exercise-cue">Coaching cue (optional)</label>
        <input id="add-exercise-cue" value={cue} onChange={(event) => setCue(event.target.value)} />
        {errors['cues.0'] && <p className="field-error">{errors['cues.0']}</p>}
      </div>
      <div className="form-actions">
        <DialogCancel disabled={create.isPending} />
        <Button type="submit" pending={create.isPending}>
          Add exercise
        </Button>
      </div>
    </form>
  );
}

/**
 * A labelled <select> over one of the exercise vocabularies, its options in the vocabulary's order;
 * with `anyLabel`, a first option "" (no filter).
 */
function ChoiceField<T extends string>({
  id,
  label,
  anyLabel,
  value,
  choices,
  labels,
  onChange,
}: {
  id: string;
  label: string;
  anyLabel?: string;
  value: T | '';
  choices: readonly T[];
  labels: Record<T, string>;
  onChange: (value: T) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {labels[choice]}
          </option>
        ))}
      </select>
    </div>
  );
}
