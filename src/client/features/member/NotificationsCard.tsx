// The member's 5 newest notifications, newest first (the server picks and orders them), unread ones
// marked "New", with how many are unread and a link to all of them.
import { useId } from 'react';
import { Link } from 'wouter';
import { Alert } from '../../components/Alert.js';
import { Badge } from '../../components/Badge.js';
import { Button } from '../../components/Button.js';
import { Loading } from '../../components/Loading.js';
import { useGymFormat } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';
import { NotificationItem } from './NotificationItem.js';

const NOTIFICATIONS_LOAD_FAILED = 'Failed to load notifications. Please try again later.';

export function NotificationsCard() {
  const headingId = useId();
  const format = useGymFormat();
  const notifications = trpc.notifications.listMine.useQuery();
  // The count is a nicety: when it cannot load, the card shows the notifications without it.
  const unread = trpc.notifications.unreadCountMine.useQuery(undefined, { retry: false }).data?.unread ?? 0;

  return (
    <section className="card" aria-labelledby={headingId}>
      <div className="section-header">
        <h2 id={headingId}>Notifications</h2>
        {unread > 0 && <Badge tone="info">{`${format.count(unread)} unread`}</Badge>}
      </div>
      {notifications.isPending ? (
        <Loading label="Loading notifications..." />
      ) : notifications.isError && !notifications.data ? (
        <>
          <Alert tone="error">{NOTIFICATIONS_LOAD_FAILED}</Alert>
          <Button variant="secondary" pending={notifications.isFetching} onClick={() => notifications.refetch()}>
            Try again
          </Button>
        </>
      ) : notifications.data.length === 0 ? (
        <p className="empty">No notifications yet.</p>
      ) : (
        <ul className="list" aria-label="Latest notifications">
          {notifications.data.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} />
          ))}
        </ul>
      )}
      <p className="card-footer-link">
        <Link href="/member/notifications">All notifications</Link>
      </p>
    </section>
  );
}
