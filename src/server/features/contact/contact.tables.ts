/** A message sent through the public contact form, read by admins in the Inbox. */
export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  message: string;
  createdAt: string;
  /** When an admin marked it read; null while unread. */
  readAt: string | null;
}

export interface ContactTables {
  contactMessages: ContactMessagesTable;
}
