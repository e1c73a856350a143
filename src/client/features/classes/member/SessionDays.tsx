// Sessions grouped under their day on the gym's calendar ("Tue 24 Nov").
import type { useActionMessage } from '../../../lib/useActionMessage.js';
import { type MemberSession, SessionItem } from './SessionItem.js';

interface SessionDaysProps {
  sessions: MemberSession[];
  timeZone: string;
  cancelHours: number | null;
  action: ReturnType<typeof useActionMessage>;
}

/** 'Tuesday 24 November' for a day of the gym's calendar (already the gym's: no zone to apply). */
const dayFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const dayHeading = (day: string) => dayFormat.format(new Date(`${day}T12:00:00Z`));

export function SessionDays({ sessions, timeZone, cancelHours, action }: SessionDaysProps) {
  const days: { day: string; sessions: MemberSession[] }[] = [];
  for (const session of sessions) {
    const last = days.at(-1);
    if (last && last.day === session.day) last.sessions.push(session);
    else days.push({ day: session.day, sessions: [session] });
  }
  return (
    <div className="session-days">
      {days.map(({ day, sessions: ofDay }) => (
        <section key={day} aria-label={dayHeading(day)}>
          <h2 className="session-day">{dayHeading(day)}</h2>
          <ul className="list">
            {ofDay.map((session) => (
              <SessionItem
                key={session.id}
                session={session}
                timeZone={timeZone}
                cancelHours={cancelHours}
                action={action}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
