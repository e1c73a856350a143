import { Badge } from '../../components/Badge.js';
import { formatDateTime } from '../../lib/format.js';

export interface MemberNotification {
  id: string;
  message: string;
  date: string;
  unread: boolean;
}

/** One of the member's notifications in a list: message, when, and "New" while unread. */
export function NotificationItem({ notification }: { notification: MemberNotification }) {
  return (
    <li>
      <div className="item-main">
        <span className="notification-message">{notification.message}</span>
        <time className="muted" dateTime={notification.date}>
          {formatDateTime(notification.date)}
        </time>
      </div>
      {notification.unread && <Badge tone="info">New</Badge>}
    </li>
  );
}
