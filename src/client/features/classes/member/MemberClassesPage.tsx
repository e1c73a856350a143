// /member/classes: the coming sessions, a day at a time, with places left. "Book" takes a place,
// "Join waitlist" queues for a full one, and "Cancel booking" gives a place back (the first person
// waiting gets it). Later sessions load on demand.
import './member-classes.css';
import { Link } from 'wouter';
import { ActionMessageView } from '../../../components/ActionMessageView.js';
import { Alert } from '../../../components/Alert.js';
import { Button } from '../../../components/Button.js';
import { Loading } from '../../../components/Loading.js';
import { messageOf } from '../../../lib/errors.js';
import { useGymFormat, useGymSettings } from '../../../lib/gym.js';
import { trpc } from '../../../lib/trpc.js';
import { useActionMessage } from '../../../lib/useActionMessage.js';
import { useMemberHome } from '../../member-home/useMemberHome.js';
import { SessionDays } from './SessionDays.js';

export const SESSIONS_PAGE_LIMIT = 20;

export default function MemberClassesPage() {
  const { timeZone } = useGymFormat();
  const cancelHours = useGymSettings().data?.bookingCancelHours ?? null;
  // A paused or cancelled member reads why instead of "Book" buttons that would be refused.
  const book = useMemberHome().data?.book;
  const bookRefusal = book && !book.ok ? book.reason : null;
  const action = useActionMessage();
  const sessions = trpc.bookings.upcoming.useInfiniteQuery(
    { limit: SESSIONS_PAGE_LIMIT },
    { getNextPageParam: (last) => last.nextCursor ?? undefined },
  );

  let body: React.ReactNode;
  if (sessions.isPending) body = <Loading label="Loading classes..." />;
  else if (sessions.isError && !sessions.data) {
    body = (
      <div className="load-error">
        <Alert tone="error">{messageOf(sessions.error, 'Could not load the classes.')}</Alert>
        <Button variant="secondary" pending={sessions.isFetching} onClick={() => sessions.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else {
    const items = sessions.data.pages.flatMap((page) => page.items);
    body =
      items.length === 0 ? (
        <p className="empty">No classes are scheduled yet. Check back soon.</p>
      ) : (
        <>
          <SessionDays sessions={items} cancelHours={cancelHours} action={action} canBook={bookRefusal === null} />
          {sessions.hasNextPage && (
            <Button
              variant="secondary"
              className="btn-block"
              pending={sessions.isFetchingNextPage}
              onClick={() => sessions.fetchNextPage()}
            >
              Show later classes
            </Button>
          )}
        </>
      );
  }

  return (
    <main className="container page dashboard">
      <div className="dashboard-header">
        <h1>Classes</h1>
        <Link href="/member">Back to Member Dashboard</Link>
      </div>
      <section className="card" aria-label="Upcoming classes">
        <p className="muted class-times-note">{`Times are the gym's local time (${timeZone}).`}</p>
        {bookRefusal && <Alert tone="info">{bookRefusal}</Alert>}
        <ActionMessageView action={action} />
        {body}
      </section>
    </main>
  );
}
