// The weekly class timetable on the public Services page: every active class's times, by weekday, on
// the gym's clock. Read by visitors, so it never asks anyone to sign in.
import './timetable.css';
import { useId } from 'react';
import { WEEKDAY_LABELS } from '../../../shared/classes.schemas.js';
import { Button } from '../../components/Button.js';
import { Loading } from '../../components/Loading.js';
import { useGymFormat } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';

const HOUR = 60 * 60_000;

export function Timetable() {
  const headingId = useId();
  const format = useGymFormat();
  const timetable = trpc.classes.timetable.useQuery(undefined, { staleTime: HOUR });

  let body: React.ReactNode;
  if (timetable.isPending) body = <Loading label="Loading the timetable..." />;
  else if (timetable.isError) {
    body = (
      <div className="load-error">
        <p role="alert">The timetable could not be loaded.</p>
        <Button variant="secondary" pending={timetable.isFetching} onClick={() => timetable.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (timetable.data.slots.length === 0) {
    body = <p className="empty">No classes are on the timetable yet.</p>;
  } else {
    const { slots, timeZone } = timetable.data;
    body = (
      <>
        <div className="timetable">
          {WEEKDAY_LABELS.map((weekday, index) => {
            const ofDay = slots.filter((slot) => slot.weekday === index + 1);
            return (
              <section key={weekday} className="timetable-day" aria-label={weekday}>
                <h3>{weekday}</h3>
                {ofDay.length === 0 ? (
                  <p className="muted">No classes</p>
                ) : (
                  <ul>
                    {ofDay.map((slot) => (
                      <li key={slot.id}>
                        <span className="timetable-time">{format.wallTime(slot.startTime)}</span>
                        <span className="timetable-class">{slot.className}</span>
                        <span className="muted">
                          {[slot.trainer && `with ${slot.trainer}`, `${slot.durationMinutes} min`]
                            .filter(Boolean)
                            .join(' · ')}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
        </div>
        <p className="muted timetable-note">{`Times are local to the gym (${timeZone}). Members book their place from their dashboard.`}</p>
      </>
    );
  }

  return (
    <section className="site-section timetable-section" aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId} className="site-section-title">
          Weekly Class Timetable
        </h2>
        {body}
      </div>
    </section>
  );
}
