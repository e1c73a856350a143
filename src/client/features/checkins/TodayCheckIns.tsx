// Today's check-ins (the gym's day), newest first; refreshed after each check-in at the desk.
import { useId } from 'react';
import { Alert } from '../../components/Alert.js';
import { Badge } from '../../components/Badge.js';
import { Button } from '../../components/Button.js';
import { Loading } from '../../components/Loading.js';
import { useGymFormat } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';

export function TodayCheckIns() {
  const headingId = useId();
  const format = useGymFormat();
  // Other desks check people in too: refresh now and then, as well as after this desk's own.
  const today = trpc.checkIns.today.useQuery(); // kept fresh by lib/query-client.ts;

  return (
    <section className="desk-today" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {today.data
          ? `Today, ${format.date(today.data.day)} · ${format.countOf(today.data.total, 'check-in')}`
          : 'Today'}
      </h3>
      {today.isPending ? (
        <Loading label="Loading today's check-ins..." />
      ) : today.isError && !today.data ? (
        <>
          <Alert tone="error">Failed to load today's check-ins.</Alert>
          <Button variant="secondary" pending={today.isFetching} onClick={() => today.refetch()}>
            Try again
          </Button>
        </>
      ) : today.data.items.length === 0 ? (
        <p className="empty">Nobody has checked in yet today.</p>
      ) : (
        <ol className="list desk-today-list" aria-label="Today's check-ins">
          {today.data.items.map((visit) => (
            <li key={visit.id}>
              <time dateTime={visit.checkedInAt} className="desk-time">
                {format.time(visit.checkedInAt)}
              </time>
              <span className="item-main">{visit.memberName}</span>
              {visit.source === 'class' && <Badge tone="info">Class</Badge>}
            </li>
          ))}
        </ol>
      )}
      {today.data && today.data.total > today.data.items.length && (
        <p className="muted">{`Showing the latest ${today.data.items.length}. The attendance report has them all.`}</p>
      )}
    </section>
  );
}
