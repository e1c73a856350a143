// /member/workouts: the member's workouts, newest first, with what their trainers said.
import './workouts.css';
import { Link } from 'wouter';
import { Button } from '../../components/Button.js';
import { LoadError } from '../../components/LoadError.js';
import { Loading } from '../../components/Loading.js';
import { trpc } from '../../lib/trpc.js';
import { WorkoutLogs } from './WorkoutLogs.js';

export default function HistoryPage() {
  const history = trpc.workouts.history.useInfiniteQuery(
    { limit: 10 },
    { getNextPageParam: (last) => last.nextCursor ?? undefined },
  );
  let body: React.ReactNode;
  if (history.isPending) body = <Loading label="Loading your workouts..." />;
  else if (history.isError && !history.data) {
    body = (
      <LoadError
        error={history.error}
        fallback="Could not load your workouts."
        retry={() => history.refetch()}
        retrying={history.isFetching}
      />
    );
  } else {
    const pages = history.data.pages;
    body = (
      <>
        <WorkoutLogs workouts={pages.flatMap((p) => p.items)} unit={pages[0]?.unit ?? 'kg'} />
        {history.hasNextPage && (
          <Button
            variant="secondary"
            className="btn-block"
            pending={history.isFetchingNextPage}
            onClick={() => history.fetchNextPage()}
          >
            Show earlier workouts
          </Button>
        )}
      </>
    );
  }
  return (
    <main className="container page dashboard workout-page">
      <div className="dashboard-header">
        <h1>Workout history</h1>
        <Link href="/member">Back to Member Dashboard</Link>
      </div>
      <nav className="workout-links" aria-label="Workouts">
        <Link href="/member/workout">Today's workout</Link>
        <Link href="/member/progress">Progress</Link>
      </nav>
      {body}
    </main>
  );
}
