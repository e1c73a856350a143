import type { Generated } from 'kysely';

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
  /** The admin's send it came from; null for what the app sent itself (overdue notices…). */
  sendId: string | null;
  /** When the member first saw it on their notifications page; null while unread. */
  readAt: string | null;
}

export type NotificationAudience = 'member' | 'all_active' | 'plan' | 'overdue';

/** One notification an admin sent, to one member or to a group. */
export interface NotificationSendsTable {
  id: string;
  audience: NotificationAudience;
  /** The member's or plan's name as it was when sent; null for the other groups. */
  audienceName: string | null;
  /** The email's subject and the notification's heading; '' for sends from before subjects. */
  subject: Generated<string>;
  message: string;
  /** 1 when it was also emailed. */
  withEmail: number;
  /** How many members it reached. */
  recipients: number;
  sentBy: string | null;
  sentAt: string;
}

export interface NotificationsTables {
  notifications: NotificationsTable;
  notificationSends: NotificationSendsTable;
}
