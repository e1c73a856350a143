// Workouts as logged, newest first: each day's exercises with their sets, the member's notes and the
// trainers' comments. The member's history and a trainer's client page both show them.
import type { ReactNode } from 'react';
import type { WeightUnit } from '../../../shared/weights.js';
import { useGymFormat } from '../../lib/gym.js';
import { describeSets } from './describe.js';
import type { WorkoutLog } from './types.js';

export function WorkoutLogs({
  workouts,
  unit,
  footer,
}: {
  workouts: WorkoutLog[];
  unit: WeightUnit;
  /** Under each workout: a trainer's "Add comment". */
  footer?: (workout: WorkoutLog) => ReactNode;
}) {
  const format = useGymFormat();
  if (workouts.length === 0) return <p className="empty">No workouts logged yet.</p>;
  return (
    <ol className="workout-logs" aria-label="Workouts">
      {workouts.map((w) => (
        <li key={w.id} className="card workout-log">
          <h2>{format.date(w.day)}</h2>
          {w.finishedAt === null && <p className="muted">Not finished</p>}
          <ul>
            {w.exercises.map((e) => (
              <li key={e.exerciseId}>
                <strong>{e.name}</strong>: {describeSets(format, unit, e.measure, e.sets)}
              </li>
            ))}
          </ul>
          {w.notes && <p>{`Notes: ${w.notes}`}</p>}
          {w.comments.map((c) => (
            <blockquote key={c.id} className="workout-comment">
              <p>{c.body}</p>
              <footer className="muted">{`${c.authorName ?? 'A trainer'}, ${format.dateTime(c.createdAt)}`}</footer>
            </blockquote>
          ))}
          {footer?.(w)}
        </li>
      ))}
    </ol>
  );
}
