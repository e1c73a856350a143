// A session's roster in a dialog: who is booked (each with "Mark attended", which also records a
// check-in) and who waits, in the order they will get a place.
import { Dialog } from 'radix-ui';
import { useId } from 'react';
import { ActionMessageView } from '../../../components/ActionMessageView.js';
import { Alert } from '../../../components/Alert.js';
import { Badge } from '../../../components/Badge.js';
import { Button } from '../../../components/Button.js';
import { FormDialog } from '../../../components/FormDialog.js';
import { Loading } from '../../../components/Loading.js';
import type { RowDialogControl } from '../../../components/useRowDialogs.js';
import { messageOf } from '../../../lib/errors.js';
import { useGymFormat } from '../../../lib/gym.js';
import { trpc } from '../../../lib/trpc.js';
import { useActionMessage } from '../../../lib/useActionMessage.js';
import type { RosterPerson, SessionListItem } from './types.js';

interface RosterDialogProps {
  session: SessionListItem;
  when: string;
}

/** With its own "Roster" button, or opened from outside (a session in the week calendar). */
export function RosterDialog({ session, when, ...control }: RosterDialogProps & Partial<RowDialogControl>) {
  const format = useGymFormat();
  return (
    <FormDialog
      {...control}
      triggerLabel={control.onOpenChange ? undefined : 'Roster'}
      title={`Roster: ${session.className}`}
      description={`${when} · ${format.count(session.bookedCount)} of ${format.count(session.capacity)} booked`}
    >
      {() => (
        <>
          <Roster sessionId={session.id} />
          <div className="dialog-actions">
            <Dialog.Close asChild>
              <Button variant="secondary">Close</Button>
            </Dialog.Close>
          </div>
        </>
      )}
    </FormDialog>
  );
}

function Roster({ sessionId }: { sessionId: string }) {
  const bookedId = useId();
  const waitingId = useId();
  const format = useGymFormat();
  const roster = trpc.classes.roster.useQuery({ sessionId });
  const action = useActionMessage();

  if (roster.isPending) return <Loading label="Loading the roster..." />;
  if (roster.isError) {
    return (
      <div className="load-error">
        <Alert tone="error">{messageOf(roster.error, 'Could not load the roster.')}</Alert>
        <Button variant="secondary" onClick={() => roster.refetch()} pending={roster.isFetching}>
          Try again
        </Button>
      </div>
    );
  }

  const booked = roster.data.people.filter((person) => person.status === 'booked');
  const waiting = roster.data.people
    .filter((person) => person.status === 'waitlisted')
    .sort((a, b) => (a.waitlistPosition ?? 0) - (b.waitlistPosition ?? 0));
  return (
    <div className="roster">
      <ActionMessageView action={action} />
      <h3 id={bookedId} className="roster-heading">{`Booked (${format.count(booked.length)})`}</h3>
      {booked.length === 0 ? (
        <p className="empty">Nobody has booked this session.</p>
      ) : (
        <ul className="list roster-list" aria-labelledby={bookedId}>
          {booked.map((person) => (
            <BookedPerson key={person.id} person={person} action={action} />
          ))}
        </ul>
      )}
      <h3 id={waitingId} className="roster-heading">{`Waitlist (${format.count(waiting.length)})`}</h3>
      {waiting.length === 0 ? (
        <p className="empty">Nobody is waiting.</p>
      ) : (
        <ol className="list roster-list" aria-labelledby={waitingId}>
          {waiting.map((person, index) => (
            <li key={person.id}>
              <span className="roster-position">{`${index + 1}.`}</span>
              <PersonName person={person} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function PersonName({ person, id }: { person: RosterPerson; id?: string }) {
  return (
    <div className="item-main">
      <strong id={id}>{person.memberName}</strong>
      <span className="muted">{person.memberEmail}</span>
    </div>
  );
}

function BookedPerson({ person, action }: { person: RosterPerson; action: ReturnType<typeof useActionMessage> }) {
  const nameId = useId();
  const utils = trpc.useUtils();
  const mark = trpc.classes.markAttended.useMutation({
    onSuccess: async () => {
      await utils.classes.roster.invalidate();
      action.success(`${person.memberName} attended; the visit is recorded.`);
    },
    onError: (error) => action.failure(messageOf(error, `Could not mark ${person.memberName} attended.`)),
  });

  return (
    <li>
      <PersonName person={person} id={nameId} />
      {person.attendedAt ? (
        <Badge tone="success">Attended</Badge>
      ) : (
        <Button
          variant="secondary"
          aria-describedby={nameId}
          pending={mark.isPending}
          onClick={() => mark.mutate({ bookingId: person.id })}
        >
          Mark attended
        </Button>
      )}
    </li>
  );
}
