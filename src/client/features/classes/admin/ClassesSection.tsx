// Admin › Classes: what classes the gym runs and when (each class with its weekly times), and the
// upcoming sessions those times produce, with each session's roster and "Cancel session". Staff who
// may not manage classes (the front desk, trainers) get the sessions alone: a trainer only those of
// the classes they teach (the server sends no others).
import './classes.css';
import { useId } from 'react';
import { ActionMessageView } from '../../../components/ActionMessageView.js';
import { Alert } from '../../../components/Alert.js';
import { Button } from '../../../components/Button.js';
import { Loading } from '../../../components/Loading.js';
import { messageOf } from '../../../lib/errors.js';
import { trpc } from '../../../lib/trpc.js';
import { useActionMessage } from '../../../lib/useActionMessage.js';
import { useMay } from '../../session/useMay.js';
import { useSession } from '../../session/useSession.js';
import { AddClassForm } from './AddClassForm.js';
import { ClassItem } from './ClassItem.js';
import { SessionsCard } from './SessionsCard.js';

export function ClassesSection() {
  const session = useSession();
  const may = useMay();
  // Known before any dashboard renders; waiting here only keeps one layout from flashing into another.
  if (session.isLoading) return <Loading label="Loading classes..." />;
  if (!may('classes.list')) return <SessionsOnly trainer={session.user?.role === 'trainer'} />;
  return <ClassesAndSessions />;
}

function SessionsOnly({ trainer }: { trainer: boolean }) {
  return trainer ? (
    <SessionsCard
      title="Your sessions"
      intro="The sessions of the classes you teach"
      empty="No sessions of your classes in the coming weeks."
    />
  ) : (
    <SessionsCard />
  );
}

function ClassesAndSessions() {
  const headingId = useId();
  const listId = useId();
  const classes = trpc.classes.list.useQuery();
  const action = useActionMessage();

  return (
    <div className="classes-section">
      <section className="card" aria-labelledby={headingId}>
        <div className="section-header">
          <h2 id={headingId}>Classes</h2>
        </div>
        <AddClassForm />
        <h3 id={listId} className="classes-list-heading">
          All classes
        </h3>
        <ActionMessageView action={action} />
        {classes.isPending ? (
          <Loading label="Loading classes..." />
        ) : classes.isError ? (
          <div className="load-error">
            <Alert tone="error">{messageOf(classes.error, 'Could not load the classes.')}</Alert>
            <Button variant="secondary" onClick={() => classes.refetch()} pending={classes.isFetching}>
              Try again
            </Button>
          </div>
        ) : classes.data.length === 0 ? (
          <p className="empty">No classes yet. Add the first one above.</p>
        ) : (
          <ul className="list" aria-labelledby={listId}>
            {classes.data.map((klass) => (
              <ClassItem key={klass.id} klass={klass} onSuccess={action.success} onFailure={action.failure} />
            ))}
          </ul>
        )}
      </section>
      <SessionsCard />
    </div>
  );
}
