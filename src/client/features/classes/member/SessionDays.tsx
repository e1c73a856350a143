// Sessions grouped under their day on the gym's calendar ("Tue, Nov 24, 2026").
import type { GymFormat } from '../../../../shared/format.js';
import { useGymFormat } from '../../../lib/gym.js';
import type { useActionMessage } from '../../../lib/useActionMessage.js';
import { type MemberSession, SessionItem } from './SessionItem.js';

interface SessionDaysProps {
  sessions: MemberSession[];
  cancelHours: number | null;
  action: ReturnType<typeof useActionMessage>;
  /** False when booking would be refused (a paused or cancelled membership): no "Book" buttons. */
  canBook?: boolean;
}

/** 'Tue, Nov 24, 2026' for a day of the gym's calendar (already the gym's: no zone to apply). */
const dayHeading = (day: string, format: GymFormat) => format.weekdayDate(day);

export function SessionDays({ sessions, cancelHours, action, canBook = true }: SessionDaysProps) {
  const format = useGymFormat();
  const days: { day: string; sessions: MemberSession[] }[] = [];
  for (const session of sessions) {
    const last = days.at(-1);
    if (last && last.day === session.day) last.sessions.push(session);
    else days.push({ day: session.day, sessions: [session] });
  }
  return (
    <div className="session-days">
      {days.map(({ day, sessions: ofDay }) => (
        <section key={day} aria-label={dayHeading(day, format)}>
          <h2 className="session-day">{dayHeading(day, format)}</h2>
          <ul className="list">
            {ofDay.map((session) => (
              <SessionItem
                key={session.id}
                session={session}
                cancelHours={cancelHours}
                action={action}
                canBook={canBook}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
