import { Badge } from '../../components/Badge.js';
import { useGymFormat } from '../../lib/gym.js';

export interface MemberNotification {
  id: string;
  message: string;
  date: string;
  unread: boolean;
}

/** One of the member's notifications in a list: message, when, and "New" while unread. */
export function NotificationItem({ notification }: { notification: MemberNotification }) {
  const format = useGymFormat();
  return (
    <li>
      <div className="item-main">
        <span className="notification-message">{notification.message}</span>
        <time className="muted" dateTime={notification.date}>
          {format.dateTime(notification.date)}
        </time>
      </div>
      {notification.unread && <Badge tone="info">New</Badge>}
    </li>
  );
}
