// /member/notifications: all of the member's own notifications, newest first, a page at a time.
// Unread ones are marked "New"; opening a page marks the ones shown read (the marks stay on screen
// until the member moves on, so they can see what was new).
import './member.css';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { KeysetList } from '../../components/KeysetPager.js';
import { Loading } from '../../components/Loading.js';
import { useFocusNewPage, useKeysetPages } from '../../components/useKeysetPages.js';
import { trpc } from '../../lib/trpc.js';
import { NotificationItem } from './NotificationItem.js';

export const ALL_NOTIFICATIONS_PAGE_LIMIT = 20;

export default function AllNotificationsPage() {
  const pages = useKeysetPages();
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
          <KeysetList
            pages={pages}
            nextCursor={list.data.nextCursor}
            busy={list.isPlaceholderData}
            label="Notifications"
          >
            {list.data.items.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} />
            ))}
          </KeysetList>
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
