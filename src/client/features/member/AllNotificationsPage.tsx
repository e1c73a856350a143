// /member/notifications: all of the member's own notifications, newest first, a page at a time.
// Unread ones are marked "New"; opening a page marks the ones shown read (the marks stay on screen
// until the member moves on, so they can see what was new).
import './member.css';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { Alert } from '../../components/Alert.js';
import { Badge } from '../../components/Badge.js';
import { Button } from '../../components/Button.js';
import { Loading } from '../../components/Loading.js';
import { formatDateTime } from '../../lib/format.js';
import { trpc } from '../../lib/trpc.js';
import { KeysetPager, useFocusNewPage, useKeysetPages } from '../notifications/KeysetPager.js';

export const ALL_NOTIFICATIONS_PAGE_LIMIT = 20;

export default function AllNotificationsPage() {
  const pages = useKeysetPages<HTMLUListElement>();
  const list = trpc.notifications.pageMine.useQuery(
    { cursor: pages.cursor, limit: ALL_NOTIFICATIONS_PAGE_LIMIT },
    { placeholderData: keepPreviousData },
  );
  const loaded = list.data !== undefined && !list.isPlaceholderData;
  useFocusNewPage(pages, loaded);
  useMarkShownRead(loaded ? list.data : undefined);

  return (
    <main className="container page">
      <div className="dashboard-header">
        <h1>Notifications</h1>
        <Link href="/member" className="btn btn-secondary">
          Back to Member Dashboard
        </Link>
      </div>
      <section className="card" aria-label="All notifications">
        {list.isPending ? (
          <Loading label="Loading notifications..." />
        ) : list.isError && !list.data ? (
          <>
            <Alert tone="error">Failed to load notifications. Please try again later.</Alert>
            <Button variant="secondary" pending={list.isFetching} onClick={() => list.refetch()}>
              Try again
            </Button>
          </>
        ) : list.data.items.length === 0 ? (
          <p className="empty">No notifications yet.</p>
        ) : (
          <>
            <ul
              ref={pages.listRef}
              tabIndex={-1}
              className="list"
              aria-label={`Notifications, page ${pages.pageNumber}`}
              aria-busy={list.isPlaceholderData || undefined}
            >
              {list.data.items.map((notification) => (
                <li key={notification.id}>
                  <div className="item-main">
                    <span className="notification-message">{notification.message}</span>
                    <time className="muted" dateTime={notification.date}>
                      {formatDateTime(notification.date)}
                    </time>
                  </div>
                  {notification.unread && <Badge tone="info">New</Badge>}
                </li>
              ))}
            </ul>
            <KeysetPager
              pages={pages}
              nextCursor={list.data.nextCursor}
              busy={list.isPlaceholderData}
              label="Notifications"
            />
          </>
        )}
      </section>
    </main>
  );
}

/** Marks the unread notifications of the page in view read, once each, then refreshes the dashboard's. */
function useMarkShownRead(page: { items: { id: string; unread: boolean }[] } | undefined) {
  const utils = trpc.useUtils();
  const markRead = trpc.notifications.markRead.useMutation({
    onSuccess: () =>
      Promise.all([utils.notifications.listMine.invalidate(), utils.notifications.unreadCountMine.invalidate()]),
  });
  const asked = useRef(new Set<string>());
  const { mutate } = markRead;
  useEffect(() => {
    const ids = (page?.items ?? []).filter((n) => n.unread && !asked.current.has(n.id)).map((n) => n.id);
    if (ids.length === 0) return;
    for (const id of ids) asked.current.add(id);
    mutate({ ids });
  }, [page, mutate]);
}
