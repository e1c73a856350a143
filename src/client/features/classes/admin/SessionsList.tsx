// Upcoming sessions, soonest first, a page at a time. Keyset pages, as in the bills list: the server
// hands the next page's cursor, and a stack of the cursors used so far leads back.
import { keepPreviousData } from '@tanstack/react-query';
import { KeysetList, KeysetPager } from '../../../components/KeysetPager.js';
import { LoadError } from '../../../components/LoadError.js';
import { Loading } from '../../../components/Loading.js';
import { useFocusNewPage, useKeysetPages } from '../../../components/useKeysetPages.js';
import { useGymFormat } from '../../../lib/gym.js';
import { trpc } from '../../../lib/trpc.js';
import type { useActionMessage } from '../../../lib/useActionMessage.js';
import { sessionWhen } from './gymTime.js';
import { SessionItem } from './SessionItem.js';

export const SESSIONS_PAGE_LIMIT = 20;

interface SessionsListProps {
  action: ReturnType<typeof useActionMessage>;
  /** Said when there are none. */
  empty: string;
}

export function SessionsList({ action, empty }: SessionsListProps) {
  const format = useGymFormat();
  const pages = useKeysetPages();
  const sessions = trpc.classes.sessions.useQuery(
    { cursor: pages.cursor, limit: SESSIONS_PAGE_LIMIT },
    { placeholderData: keepPreviousData },
  );
  useFocusNewPage(pages, sessions.data !== undefined && !sessions.isPlaceholderData);

  if (sessions.isPending) return <Loading label="Loading sessions..." />;
  if (sessions.isError && !sessions.data) {
    return (
      <LoadError
        error={sessions.error}
        fallback="Could not load the sessions."
        retry={() => sessions.refetch()}
        retrying={sessions.isFetching}
      />
    );
  }

  const { items, nextCursor } = sessions.data;
  const pager = { pages, nextCursor, busy: sessions.isPlaceholderData, label: 'Sessions' };
  // An emptied later page still shows the pager, to lead back.
  if (items.length === 0) {
    return (
      <>
        <p className="empty">{empty}</p>
        <KeysetPager {...pager} />
      </>
    );
  }
  return (
    <KeysetList {...pager} className="list session-list">
      {items.map((session) => (
        <SessionItem key={session.id} session={session} when={sessionWhen(session, format)} action={action} />
      ))}
    </KeysetList>
  );
}
