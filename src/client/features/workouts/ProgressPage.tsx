// /member/progress: how one exercise went over time, Epley's estimated 1RM and the volume.
import './workouts.css';
import { useState } from 'react';
import { Link } from 'wouter';
import { LoadError } from '../../components/LoadError.js';
import { Loading } from '../../components/Loading.js';
import { trpc } from '../../lib/trpc.js';
import { ProgressView } from './ProgressView.js';

export default function ProgressPage() {
  const [exerciseId, setExerciseId] = useState<string | undefined>(undefined);
  const progress = trpc.workouts.progress.useQuery({ exerciseId }, { placeholderData: (previous) => previous });
  return (
    <main className="container page dashboard workout-page">
      <div className="dashboard-header">
        <h1>Progress</h1>
        <Link href="/member">Back to Member Dashboard</Link>
      </div>
      <nav className="workout-links" aria-label="Workouts">
        <Link href="/member/workout">Today's workout</Link>
        <Link href="/member/workouts">History</Link>
      </nav>
      <section className="card" aria-label="Progress">
        {progress.isPending ? (
          <Loading label="Loading progress..." />
        ) : progress.isError ? (
          <LoadError
            error={progress.error}
            fallback="Could not load your progress."
            retry={() => progress.refetch()}
            retrying={progress.isFetching}
          />
        ) : (
          <ProgressView progress={progress.data} onPick={setExerciseId} />
        )}
      </section>
    </main>
  );
}
