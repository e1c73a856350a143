// One exercise's progress: a picker of the exercises logged, the chart the Reports section draws
// (uPlot, loaded on first use) of the best "Estimated 1RM (Epley)" per workout day and of the volume,
// and the same figures in a table for anyone who does not read the chart.
import '../reports/reports.css';
import { useId } from 'react';
import type { GymFormat } from '../../../shared/format.js';
import { weightIn } from '../../../shared/weights.js';
import { useGymFormat } from '../../lib/gym.js';
import { CHART_COLORS } from '../reports/chart.types.js';
import { ReportChart } from '../reports/ReportChart.js';
import type { Progress } from './types.js';

export const E1RM_LABEL = 'Estimated 1RM (Epley)';

export function ProgressView({ progress, onPick }: { progress: Progress; onPick: (exerciseId: string) => void }) {
  const format = useGymFormat();
  const pickerId = useId();
  const { unit, exercise, points } = progress;
  if (progress.exercises.length === 0 || !exercise) {
    return <p className="empty">No exercises logged yet. Log a workout and your progress shows here.</p>;
  }
  const labels = points.map((p) => format.date(p.day));
  const e1rm = points.map((p) => (p.e1rmGrams === null ? 0 : weightIn(p.e1rmGrams, unit)));
  const volume = points.map((p) => weightIn(p.volumeGrams, unit));
  const weightAxis = (value: number) => `${format.count(Math.round(value))} ${unit}`;
  return (
    <>
      <div className="progress-picker">
        <label htmlFor={pickerId}>Exercise</label>
        <select id={pickerId} value={exercise.id} onChange={(e) => onPick(e.target.value)}>
          {progress.exercises.map((e) => (
            <option key={e.id} value={e.id}>
              {e.name}
            </option>
          ))}
        </select>
      </div>
      <p className="muted">
        {`${E1RM_LABEL}: weight × (1 + reps ÷ 30), from the day's best set of 1 to 12 reps. Volume: the sum of weight × reps.`}
      </p>
      {points.length === 0 ? (
        <p className="empty">{`No sets of ${exercise.name} logged yet.`}</p>
      ) : (
        <>
          {points.some((p) => p.e1rmGrams !== null) && (
            <ReportChart
              spec={{
                title: `${exercise.name}: ${E1RM_LABEL}`,
                labels,
                series: [{ label: E1RM_LABEL, values: e1rm, color: CHART_COLORS.primary }],
                kind: 'lines',
                formatValue: weightAxis,
              }}
            />
          )}
          <ReportChart
            spec={{
              title: `${exercise.name}: volume`,
              labels,
              series: [{ label: `Volume (${unit} × reps)`, values: volume, color: CHART_COLORS.accent }],
              kind: 'bars',
              formatValue: weightAxis,
            }}
          />
          <ProgressTable format={format} progress={progress} />
        </>
      )}
    </>
  );
}

function ProgressTable({ format, progress }: { format: GymFormat; progress: Progress }) {
  return (
    <table className="progress-table">
      <caption className="visually-hidden">{`${progress.exercise?.name ?? ''}: progress by day`}</caption>
      <thead>
        <tr>
          <th scope="col">Day</th>
          <th scope="col">{E1RM_LABEL}</th>
          <th scope="col">Volume</th>
          <th scope="col">Sets</th>
        </tr>
      </thead>
      <tbody>
        {[...progress.points].reverse().map((p) => (
          <tr key={p.day}>
            <th scope="row">{format.date(p.day)}</th>
            <td>{p.e1rmGrams === null ? '—' : format.weight(p.e1rmGrams, progress.unit)}</td>
            <td>{format.weight(p.volumeGrams, progress.unit)}</td>
            <td>{format.count(p.sets)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
