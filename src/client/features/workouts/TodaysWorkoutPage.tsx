// /member/workout: Today's workout on a phone. The next day of the member's program (or the one
// started today), each exercise a card with its prescription and last time's numbers, each set one
// tap when the prefilled numbers are right, then the rest timer; "Finish workout" at the end. With no
// program, any exercise can be logged freely.
import './workouts.css';
import { useCallback, useState } from 'react';
import { Link } from 'wouter';
import type { ExerciseItem } from '../../../shared/exercises.schemas.js';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { Loading } from '../../components/Loading.js';
import { messageOf } from '../../lib/errors.js';
import { useGymFormat } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';
import { ExerciseCard } from './ExerciseCard.js';
import { type Rest, RestTimer } from './RestTimer.js';
import type { TodayExercise } from './types.js';

export default function TodaysWorkoutPage() {
  const format = useGymFormat();
  const today = trpc.workouts.today.useQuery();
  const [rest, setRest] = useState<Rest | null>(null);
  const [extra, setExtra] = useState<TodayExercise[]>([]);
  const [notes, setNotes] = useState('');
  const [finished, setFinished] = useState(false);
  const utils = trpc.useUtils();
  const finish = trpc.workouts.finish.useMutation({
    onSuccess: async () => {
      setFinished(true);
      setRest(null);
      await utils.workouts.today.invalidate();
    },
  });
  const onLogged = useCallback((restSeconds: number | null) => {
    if (restSeconds && restSeconds > 0) {
      setRest((r) => ({ endsAt: Date.now() + restSeconds * 1000, total: restSeconds, key: (r?.key ?? 0) + 1 }));
    }
  }, []);
  const endRest = useCallback(() => setRest(null), []);

  let body: React.ReactNode;
  if (today.isPending) body = <Loading label="Loading today's workout..." />;
  else if (today.isError) {
    body = (
      <div className="load-error">
        <Alert tone="error">{messageOf(today.error, "Could not load today's workout.")}</Alert>
        <Button variant="secondary" onClick={() => today.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else {
    const data = today.data;
    const shown = [
      ...data.exercises,
      ...extra.filter((e) => !data.exercises.some((d) => d.exerciseId === e.exerciseId)),
    ];
    body = (
      <>
        {finished && (
          <Alert tone="success">
            Workout saved. <Link href="/member/progress">See your progress</Link>
          </Alert>
        )}
        {data.program ? (
          <p className="workout-day">
            {`${data.program.name} · ${data.program.dayName || `Day ${format.count(data.program.dayNumber)}`} (day ${format.count(data.program.dayNumber)} of ${format.count(data.program.dayCount)})`}
          </p>
        ) : (
          <Alert tone="info">You have no program yet. Ask a trainer for one, or log any exercise below.</Alert>
        )}
        {shown.map((exercise) => (
          <ExerciseCard
            key={exercise.exerciseId}
            exercise={exercise}
            unit={data.unit}
            programDayId={exercise.prescription ? data.program?.dayId : undefined}
            onLogged={onLogged}
          />
        ))}
        <AddExercise
          onAdd={(found) =>
            setExtra((list) => [
              ...list,
              {
                exerciseId: found.id,
                name: found.name,
                measure: found.measure,
                prescription: null,
                logged: [],
                lastTime: null,
              },
            ])
          }
        />
        {data.workout && (
          <section className="card workout-finish" aria-label="Finish workout">
            <label htmlFor="workout-notes">Notes (optional)</label>
            <textarea id="workout-notes" rows={2} value={notes} onChange={(e) => setNotes(e.target.value)} />
            {finish.error && <Alert tone="error">{messageOf(finish.error, 'Could not finish the workout.')}</Alert>}
            <Button
              className="btn-block"
              pending={finish.isPending}
              onClick={() => data.workout && finish.mutate({ workoutId: data.workout.id, notes })}
            >
              Finish workout
            </Button>
          </section>
        )}
      </>
    );
  }

  return (
    <main className="container page dashboard workout-page">
      <div className="dashboard-header">
        <h1>Today's workout</h1>
        <Link href="/member">Back to Member Dashboard</Link>
      </div>
      <nav className="workout-links" aria-label="Workouts">
        <Link href="/member/progress">Progress</Link>
        <Link href="/member/workouts">History</Link>
      </nav>
      {body}
      <RestTimer rest={rest} onDone={endRest} />
    </main>
  );
}

/** Free logging: find any exercise in the library and add it to today's workout. */
function AddExercise({ onAdd }: { onAdd: (exercise: Pick<ExerciseItem, 'id' | 'name' | 'measure'>) => void }) {
  const [text, setText] = useState('');
  const search = trpc.exercises.search.useQuery(
    { text: text.trim(), pageSize: 8 },
    { enabled: text.trim().length >= 2 },
  );
  return (
    <section className="card workout-add" aria-label="Free logging">
      <label htmlFor="exercise-search">Log another exercise</label>
      <input
        id="exercise-search"
        type="search"
        placeholder="Search exercises"
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {text.trim().length >= 2 && search.data && (
        <ul className="workout-search-results">
          {search.data.items.length === 0 && <li className="muted">No exercise matches.</li>}
          {search.data.items.map((found) => (
            <li key={found.id}>
              <Button
                variant="secondary"
                className="btn-block"
                onClick={() => {
                  onAdd(found);
                  setText('');
                }}
              >
                {`Add ${found.name}`}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
