// One exercise of today's workout: its prescription and last time's numbers, the sets logged so far,
// and the next set prefilled, so logging it is one tap on "Log set" when the numbers are right; the
// −/+ steppers (44 px and more) adjust them with a thumb.
import { useEffect, useId, useState } from 'react';
import type { WeightUnit } from '../../../shared/weights.js';
import { Button } from '../../components/Button.js';
import { fieldErrorsOf, messageOf } from '../../lib/errors.js';
import { useGymFormat } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';
import { describePrescription, describeSet, describeSets, seconds } from './describe.js';
import {
  DISTANCE_STEP,
  fieldsOf,
  nextSetNumber,
  prefillFor,
  REPS_STEP,
  type SetDraft,
  stepWeight,
  TIME_STEP,
  WEIGHT_STEP,
} from './numbers.js';
import type { TodayExercise } from './types.js';

interface Props {
  exercise: TodayExercise;
  unit: WeightUnit;
  programDayId: string | undefined;
  onLogged: (restSeconds: number | null) => void;
}

export function ExerciseCard({ exercise, unit, programDayId, onLogged }: Props) {
  const format = useGymFormat();
  const headingId = useId();
  const setNumber = nextSetNumber(exercise);
  const prescribed = exercise.prescription?.sets ?? 0;
  const [draft, setDraft] = useState<SetDraft>(() => prefillFor(exercise, setNumber, unit));
  // A new set to log starts from its own prefill (the set just logged, last time, the prescription).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new set number resets the numbers
  useEffect(() => setDraft(prefillFor(exercise, setNumber, unit)), [setNumber]);
  const utils = trpc.useUtils();
  const log = trpc.workouts.logSet.useMutation({
    onSuccess: async () => {
      await utils.workouts.today.invalidate();
      onLogged(exercise.prescription?.restSeconds ?? null);
    },
  });
  const remove = trpc.workouts.deleteSet.useMutation({ onSuccess: () => utils.workouts.today.invalidate() });
  const fields = fieldsOf(exercise);
  const errors = log.error ? fieldErrorsOf(log.error) : {};
  const formError =
    log.error && Object.keys(errors).length === 0 ? messageOf(log.error, 'Could not log the set.') : null;

  const submit = () =>
    log.mutate({
      exerciseId: exercise.exerciseId,
      programDayId,
      setNumber,
      weight: fields.includes('weight') ? draft.weight : null,
      reps: fields.includes('reps') ? draft.reps : null,
      durationSeconds: fields.includes('time') ? draft.durationSeconds : null,
      distance: fields.includes('distance') ? draft.distance : null,
    });

  const done = prescribed > 0 && exercise.logged.length >= prescribed;

  return (
    <section className="card workout-exercise" aria-labelledby={headingId}>
      <h2 id={headingId} className="workout-exercise-name">
        {exercise.name}
      </h2>
      <p className="workout-prescription">{describePrescription(format, unit, exercise)}</p>
      {exercise.prescription?.notes && <p className="muted">{exercise.prescription.notes}</p>}
      <p className="workout-last-time">
        {exercise.lastTime
          ? `Last time: ${describeSets(format, unit, exercise.measure, exercise.lastTime.sets)}`
          : 'Last time: not logged yet'}
      </p>
      {exercise.logged.length > 0 && (
        <ol className="workout-sets" aria-label={`${exercise.name}: sets logged`}>
          {exercise.logged.map((set) => (
            <li key={set.id} className="workout-set-done">
              <span>
                <span aria-hidden="true">✓ </span>
                {`Set ${set.setNumber}: ${describeSet(format, unit, exercise.measure, set)}`}
              </span>
              <Button
                variant="ghost"
                className="workout-set-remove"
                aria-label={`Remove set ${set.setNumber} of ${exercise.name}`}
                pending={remove.isPending && remove.variables?.setId === set.id}
                onClick={() => remove.mutate({ setId: set.id })}
              >
                ×
              </Button>
            </li>
          ))}
        </ol>
      )}
      <fieldset className="workout-set-editor">
        <legend>{done ? `Extra set ${setNumber}` : `Set ${setNumber}${prescribed ? ` of ${prescribed}` : ''}`}</legend>
        {fields.includes('weight') && (
          <Stepper
            label={`Weight (${unit})`}
            error={errors.weight}
            value={draft.weight}
            inputMode="decimal"
            onChange={(weight) => setDraft({ ...draft, weight })}
            onStep={(by) => setDraft({ ...draft, weight: stepWeight(draft.weight, by * WEIGHT_STEP[unit]) })}
            stepLabel={`${WEIGHT_STEP[unit]} ${unit}`}
          />
        )}
        {fields.includes('reps') && (
          <Stepper
            label="Reps"
            error={errors.reps}
            value={String(draft.reps)}
            inputMode="numeric"
            onChange={(text) => setDraft({ ...draft, reps: wholeOf(text) })}
            onStep={(by) => setDraft({ ...draft, reps: Math.max(0, draft.reps + by * REPS_STEP) })}
            stepLabel="1 rep"
          />
        )}
        {fields.includes('time') && (
          <Stepper
            label="Time (seconds)"
            error={errors.durationSeconds}
            value={String(draft.durationSeconds)}
            inputMode="numeric"
            onChange={(text) => setDraft({ ...draft, durationSeconds: wholeOf(text) })}
            onStep={(by) =>
              setDraft({ ...draft, durationSeconds: Math.max(0, draft.durationSeconds + by * TIME_STEP) })
            }
            stepLabel={seconds(format, TIME_STEP)}
          />
        )}
        {fields.includes('distance') && (
          <Stepper
            label="Distance (m)"
            error={errors.distance}
            value={String(draft.distance)}
            inputMode="numeric"
            onChange={(text) => setDraft({ ...draft, distance: wholeOf(text) })}
            onStep={(by) => setDraft({ ...draft, distance: Math.max(0, draft.distance + by * DISTANCE_STEP) })}
            stepLabel={`${DISTANCE_STEP} m`}
          />
        )}
        {formError && (
          <p className="field-error" role="alert">
            {formError}
          </p>
        )}
        <Button
          className="workout-log-button"
          variant={done ? 'secondary' : 'primary'}
          pending={log.isPending}
          onClick={submit}
          aria-label={`Log set ${setNumber} of ${exercise.name}`}
        >
          ✓ Log set {setNumber}
        </Button>
      </fieldset>
    </section>
  );
}

function wholeOf(text: string): number {
  const n = Number.parseInt(text, 10);
  return Number.isFinite(n) ? n : 0;
}

function Stepper(props: {
  label: string;
  value: string;
  error: string | undefined;
  inputMode: 'decimal' | 'numeric';
  stepLabel: string;
  onChange: (text: string) => void;
  onStep: (by: 1 | -1) => void;
}) {
  const id = useId();
  return (
    <div className="stepper">
      <label htmlFor={id}>{props.label}</label>
      <div className="stepper-row">
        <button
          type="button"
          className="stepper-button"
          aria-label={`${props.label}: minus ${props.stepLabel}`}
          onClick={() => props.onStep(-1)}
        >
          −
        </button>
        <input
          id={id}
          className="stepper-input"
          inputMode={props.inputMode}
          value={props.value}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? `${id}-error` : undefined}
          onChange={(e) => props.onChange(e.target.value)}
        />
        <button
          type="button"
          className="stepper-button"
          aria-label={`${props.label}: plus ${props.stepLabel}`}
          onClick={() => props.onStep(1)}
        >
          +
        </button>
      </div>
      {props.error && (
        <p id={`${id}-error`} className="field-error">
          {props.error}
        </p>
      )}
    </div>
  );
}
