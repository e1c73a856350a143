// Upcoming sessions, soonest first, a page at a time. Keyset pages, as in the bills list: the server
// hands the next page's cursor, and a stack of the cursors used so far leads back.
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/Alert.js';
import { Button } from '../../../components/Button.js';
import { Loading } from '../../../components/Loading.js';
import { messageOf } from '../../../lib/errors.js';
import { trpc } from '../../../lib/trpc.js';
import type { useActionMessage } from '../../../lib/useActionMessage.js';
import { sessionWhen } from './gymTime.js';
import { SessionItem } from './SessionItem.js';

export const SESSIONS_PAGE_LIMIT = 20;

interface SessionsListProps {
  /** The gym's time zone: sessions are shown on its clock. */
  timeZone: string;
  action: ReturnType<typeof useActionMessage>;
}

export function SessionsList({ timeZone, action }: SessionsListProps) {
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors.at(-1);
  const sessions = trpc.classes.sessions.useQuery(
    { cursor, limit: SESSIONS_PAGE_LIMIT },
    { placeholderData: keepPreviousData },
  );
  const listRef = useRef<HTMLUListElement>(null);
  const [focusListWhenLoaded, setFocusListWhenLoaded] = useState(false);

  // After paging, focus lands on the new page (the button pressed may now be disabled).
  useEffect(() => {
    if (focusListWhenLoaded && sessions.data && !sessions.isPlaceholderData) {
      listRef.current?.focus();
      setFocusListWhenLoaded(false);
    }
  }, [focusListWhenLoaded, sessions.data, sessions.isPlaceholderData]);

  function goTo(next: string[]) {
    setCursors(next);
    setFocusListWhenLoaded(true);
  }

  if (sessions.isPending) return <Loading label="Loading sessions..." />;
  if (sessions.isError && !sessions.data) {
    return (
      <div className="load-error">
        <Alert tone="error">{messageOf(sessions.error, 'Could not load the sessions.')}</Alert>
        <Button variant="secondary" onClick={() => sessions.refetch()} pending={sessions.isFetching}>
          Try again
        </Button>
      </div>
    );
  }

  const { items, nextCursor } = sessions.data;
  const pageNumber = cursors.length + 1;
  const showPager = pageNumber > 1 || nextCursor !== null;
  return (
    <>
      {items.length === 0 ? (
        <p className="empty">No upcoming sessions. Add a weekly time to a class to schedule some.</p>
      ) : (
        <ul
          ref={listRef}
          tabIndex={-1}
          className="list session-list"
          aria-label={`Sessions, page ${pageNumber}`}
          aria-busy={sessions.isPlaceholderData || undefined}
        >
          {items.map((session) => (
            <SessionItem key={session.id} session={session} when={sessionWhen(session, timeZone)} action={action} />
          ))}
        </ul>
      )}
      {showPager && (
        <nav className="pagination" aria-label="Sessions pages">
          <Button variant="secondary" disabled={pageNumber === 1} onClick={() => goTo(cursors.slice(0, -1))}>
            Previous page
          </Button>
          <span aria-live="polite">Page {pageNumber}</span>
          <Button
            variant="secondary"
            disabled={nextCursor === null || sessions.isPlaceholderData}
            onClick={() => nextCursor && goTo([...cursors, nextCursor])}
          >
            Next page
          </Button>
        </nav>
      )}
    </>
  );
}
