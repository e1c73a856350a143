// The week calendar of Admin › Classes: Monday to Sunday on the gym's calendar, each day's sessions
// with name, time, trainer and how full (cancelled ones marked), and a week back, this week and a week
// on. Choosing a session opens its roster, and its menu cancels it, as in the list. Seven columns on a wide screen, a list day
// by day on a phone (classes.css), so the page never scrolls sideways.
import { keepPreviousData } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { addDays, dateInZone } from '../../../../shared/calendar.js';
import { Alert } from '../../../components/Alert.js';
import { Badge } from '../../../components/Badge.js';
import { Button } from '../../../components/Button.js';
import { LoadError } from '../../../components/LoadError.js';
import { Loading } from '../../../components/Loading.js';
import { useGymFormat } from '../../../lib/gym.js';
import { trpc } from '../../../lib/trpc.js';
import type { useActionMessage } from '../../../lib/useActionMessage.js';
import { sessionWhen } from './gymTime.js';
import { RosterDialog } from './RosterDialog.js';
import { SessionCancelAction } from './SessionCancelAction.js';
import type { SessionListItem } from './types.js';
import { useSessionsView } from './useSessionsView.js';

export function WeekCalendar({ action }: { action: ReturnType<typeof useActionMessage> }) {
  const format = useGymFormat();
  const headingId = useId();
  const { weekStart, thisWeek, today, showWeek } = useSessionsView();
  const week = trpc.classes.week.useQuery({ weekOf: weekStart }, { placeholderData: keepPreviousData });
  const days = Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
  const weekLabel = `${format.date(weekStart)} – ${format.date(addDays(weekStart, 6))}`;

  return (
    <div className="week-calendar">
      <div className="week-nav">
        <Button variant="secondary" onClick={() => showWeek(addDays(weekStart, -7))}>
          Previous week
        </Button>
        <Button variant="secondary" disabled={weekStart === thisWeek} onClick={() => showWeek(thisWeek)}>
          This week
        </Button>
        <Button variant="secondary" onClick={() => showWeek(addDays(weekStart, 7))}>
          Next week
        </Button>
      </div>
      <h3 id={headingId} className="week-heading" aria-live="polite">
        {`Week of ${weekLabel}`}
      </h3>
      {week.isPending ? (
        <Loading label="Loading the week..." />
      ) : week.isError && !week.data ? (
        <LoadError
          error={week.error}
          fallback="Could not load the week."
          retry={() => week.refetch()}
          retrying={week.isFetching}
        />
      ) : (
        <>
          {week.data.more && (
            <Alert tone="info">{`This week has more sessions than the calendar shows (the first ${format.count(week.data.items.length)}).`}</Alert>
          )}
          <ol className="week-days" aria-labelledby={headingId} aria-busy={week.isPlaceholderData || undefined}>
            {days.map((day) => (
              <WeekDay
                key={day}
                day={day}
                today={day === today}
                action={action}
                sessions={week.data.items.filter(
                  (session) => dateInZone(new Date(session.startsAt), format.timeZone) === day,
                )}
              />
            ))}
          </ol>
        </>
      )}
    </div>
  );
}

interface WeekDayProps {
  day: string;
  today: boolean;
  sessions: SessionListItem[];
  action: ReturnType<typeof useActionMessage>;
}

function WeekDay({ day, today, sessions, action }: WeekDayProps) {
  const format = useGymFormat();
  const headingId = useId();
  return (
    <li className="week-day" aria-labelledby={headingId} aria-current={today ? 'date' : undefined}>
      <h4 id={headingId} className="week-day-heading">
        {format.weekdayDate(day)}
        {today && <span className="week-today"> · Today</span>}
      </h4>
      {sessions.length === 0 ? (
        <p className="muted week-none">No sessions</p>
      ) : (
        <ul className="week-sessions" aria-labelledby={headingId}>
          {sessions.map((session) => (
            <WeekSession key={session.id} session={session} action={action} />
          ))}
        </ul>
      )}
    </li>
  );
}

function WeekSession({ session, action }: { session: SessionListItem; action: ReturnType<typeof useActionMessage> }) {
  const format = useGymFormat();
  const [rosterOpen, setRosterOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const cancelled = session.status === 'cancelled';
  const when = sessionWhen(session, format);
  // Its name is what it shows, after "Roster:" for a screen reader (the day is the column's heading).
  // Spaces between the parts keep them apart in the button's name, which is its visible text.
  const details = (
    <>
      <span className="week-session-time">
        {/* In a narrow day column the line breaks after the dash, never inside "6:30 PM". */}
        <time dateTime={session.startsAt}>
          <span className="nowrap">{`${format.time(session.startsAt)}–`}</span>
          <wbr />
          <span className="nowrap">{format.time(session.endsAt)}</span>
        </time>
      </span>{' '}
      <strong className="week-session-name">{session.className}</strong>{' '}
      {session.trainer && <span className="muted">{session.trainer}</span>}{' '}
      {cancelled ? (
        <Badge tone="danger">Cancelled</Badge>
      ) : (
        <span className="muted">{`${format.count(session.bookedCount)} of ${format.count(session.capacity)} booked`}</span>
      )}
    </>
  );
  // A cancelled session has nobody on its roster any more (the list offers no Roster either).
  if (cancelled) {
    return <li className="week-session week-session-cancelled">{details}</li>;
  }
  return (
    <li className="week-session">
      <button ref={button} type="button" className="week-session-button" onClick={() => setRosterOpen(true)}>
        <span className="visually-hidden">Roster:</span> {details}
      </button>
      <RosterDialog
        session={session}
        when={when}
        open={rosterOpen}
        onOpenChange={setRosterOpen}
        returnFocusTo={button}
      />
      <div className="week-session-actions">
        <SessionCancelAction session={session} when={when} action={action} />
      </div>
    </li>
  );
}
