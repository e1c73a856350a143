export interface NotificationsTable {
  id: string;
  memberId: string;
  message: string;
  /** When it was sent (ISO-8601 UTC). */
  date: string;
  /** 1, 2, 3… per member in sending order; orders notifications sent in the same millisecond. */
  seq: number;
  /** The administrator who sent it; null when the app sent it or that account is gone. */
  createdBy: string | null;
}

export interface NotificationsTables {
  notifications: NotificationsTable;
}
