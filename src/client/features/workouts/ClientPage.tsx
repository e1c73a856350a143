// /admin/clients/:memberId: a client's recent workouts with their sets, progress per exercise, and
// "Add comment" under each workout (the member reads it in their history).
import './workouts.css';
import { useId, useState } from 'react';
import { Link, useParams } from 'wouter';
import { WORKOUT_COMMENT_MAX } from '../../../shared/workouts.schemas.js';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { LoadError } from '../../components/LoadError.js';
import { Loading } from '../../components/Loading.js';
import { fieldErrorsOf, messageOf } from '../../lib/errors.js';
import { trpc } from '../../lib/trpc.js';
import { ProgressView } from './ProgressView.js';
import { WorkoutLogs } from './WorkoutLogs.js';

export function ClientPage() {
  const { memberId = '' } = useParams<{ memberId: string }>();
  const [exerciseId, setExerciseId] = useState<string | undefined>(undefined);
  const logs = trpc.workouts.ofClient.useInfiniteQuery(
    { memberId, limit: 10 },
    { getNextPageParam: (last) => last.nextCursor ?? undefined, enabled: memberId !== '' },
  );
  const progress = trpc.workouts.progressOfClient.useQuery(
    { memberId, exerciseId },
    { enabled: memberId !== '', placeholderData: (previous) => previous },
  );
  const name = logs.data?.pages[0]?.member.name;

  if (logs.isPending) return <Loading label="Loading the client..." />;
  if (logs.isError && !logs.data) {
    return (
      <LoadError
        error={logs.error}
        fallback="Could not load this client."
        retry={() => logs.refetch()}
        retrying={logs.isFetching}
      />
    );
  }
  const pages = logs.data.pages;
  const unit = pages[0]?.unit ?? 'kg';
  return (
    <section aria-label={name ? `Client: ${name}` : 'Client'}>
      <div className="section-header">
        <h2>{name}</h2>
        <Link href="/clients">All clients</Link>
      </div>
      <p>
        <a href={`/admin/programs?member=${encodeURIComponent(memberId)}`}>Program</a>
      </p>
      <section className="card" aria-label="Progress">
        <h3>Progress</h3>
        {progress.isPending ? (
          <Loading label="Loading progress..." />
        ) : progress.isError ? (
          <LoadError
            error={progress.error}
            fallback="Could not load the progress."
            retry={() => progress.refetch()}
            retrying={progress.isFetching}
          />
        ) : (
          <ProgressView progress={progress.data} onPick={setExerciseId} />
        )}
      </section>
      <h3>Recent workouts</h3>
      <WorkoutLogs
        workouts={pages.flatMap((p) => p.items)}
        unit={unit}
        footer={(w) => <AddComment workoutId={w.id} memberId={memberId} />}
      />
      {logs.hasNextPage && (
        <Button variant="secondary" pending={logs.isFetchingNextPage} onClick={() => logs.fetchNextPage()}>
          Show earlier workouts
        </Button>
      )}
    </section>
  );
}

function AddComment({ workoutId, memberId }: { workoutId: string; memberId: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [body, setBody] = useState('');
  const utils = trpc.useUtils();
  const comment = trpc.workouts.comment.useMutation({
    onSuccess: async () => {
      setBody('');
      setOpen(false);
      await utils.workouts.ofClient.invalidate({ memberId });
    },
  });
  if (!open) {
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Add comment
      </Button>
    );
  }
  const error = comment.error
    ? (fieldErrorsOf(comment.error).body ?? messageOf(comment.error, 'Could not save the comment.'))
    : null;
  return (
    <div className="workout-comment-form">
      <label htmlFor={id}>Comment</label>
      <textarea
        id={id}
        rows={3}
        maxLength={WORKOUT_COMMENT_MAX}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        aria-invalid={error ? true : undefined}
      />
      {error && <Alert tone="error">{error}</Alert>}
      <Button pending={comment.isPending} onClick={() => comment.mutate({ workoutId, body })}>
        Save comment
      </Button>
      <Button variant="ghost" onClick={() => setOpen(false)}>
        Cancel
      </Button>
    </div>
  );
}
