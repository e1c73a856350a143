// The member's 5 newest notifications, newest first (the server picks and orders them).
import { useId } from 'react';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { Loading } from '../../components/Loading.js';
import { formatDateTime } from '../../lib/format.js';
import { trpc } from '../../lib/trpc.js';

const NOTIFICATIONS_LOAD_FAILED = 'Failed to load notifications. Please try again later.';

export function NotificationsCard() {
  const headingId = useId();
  const notifications = trpc.notifications.listMine.useQuery();

  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>Notifications</h2>
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
            <li key={notification.id}>
              <div className="item-main">
                <span className="notification-message">{notification.message}</span>
                <time className="muted" dateTime={notification.date}>
                  {formatDateTime(notification.date)}
                </time>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
