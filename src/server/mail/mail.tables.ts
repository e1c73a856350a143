/** skipped: a request the sender found nothing to send for (a reset for an address with no account). */
export type MailStatus = 'queued' | 'sent' | 'skipped' | 'failed';
/** message: a whole message; other kinds are requests the sender turns into one (see MailRenderer). */
export type MailKind = 'message' | 'password_reset' | 'invitation';

/** Outgoing mail, queued in the transaction that causes it and sent by the background sender. */
export interface MailQueueTable {
  id: string;
  kind: MailKind;
  toAddress: string;
  subject: string;
  /** Emptied once the message is sent or given up: it may hold a live link. */
  bodyText: string;
  bodyHtml: string | null;
  logLink: string | null;
  status: MailStatus;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  createdAt: string;
  finishedAt: string | null;
}

export interface MailTables {
  mailQueue: MailQueueTable;
}
