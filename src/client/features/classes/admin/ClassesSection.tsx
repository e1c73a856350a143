// Admin › Classes: what classes the gym runs and when (each class with its weekly times), and the
// upcoming sessions those times produce, with each session's roster and "Cancel session".
import './classes.css';
import { useId } from 'react';
import { ActionMessageView } from '../../../components/ActionMessageView.js';
import { Alert } from '../../../components/Alert.js';
import { Button } from '../../../components/Button.js';
import { Loading } from '../../../components/Loading.js';
import { messageOf } from '../../../lib/errors.js';
import { trpc } from '../../../lib/trpc.js';
import { useActionMessage } from '../../../lib/useActionMessage.js';
import { AddClassForm } from './AddClassForm.js';
import { ClassItem } from './ClassItem.js';
import { SessionsCard } from './SessionsCard.js';

export function ClassesSection() {
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
