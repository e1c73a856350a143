// Inbox: the contact form's messages, newest first, unread ones marked, each with "Mark as read" and
// a Reply link that opens the admin's mail program addressed to the sender.
import '../notifications/notifications.css';
import { keepPreviousData } from '@tanstack/react-query';
import { useId } from 'react';
import { ActionMessageView } from '../../components/ActionMessageView.js';
import { Alert } from '../../components/Alert.js';
import { Badge } from '../../components/Badge.js';
import { Button } from '../../components/Button.js';
import { KeysetList } from '../../components/KeysetPager.js';
import { Loading } from '../../components/Loading.js';
import { useFocusNewPage, useKeysetPages } from '../../components/useKeysetPages.js';
import { messageOf } from '../../lib/errors.js';
import { useGymFormat } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';
import { useActionMessage } from '../../lib/useActionMessage.js';

export const INBOX_PAGE_LIMIT = 20;

function replyLink(message: { email: string; message: string }): string {
  const subject = encodeURIComponent('Re: your message to the gym');
  return `mailto:${encodeURIComponent(message.email).replace('%40', '@')}?subject=${subject}`;
}

export function InboxSection() {
  const titleId = useId();
  const format = useGymFormat();
  const pages = useKeysetPages();
  const action = useActionMessage();
  const utils = trpc.useUtils();
  const inbox = trpc.contact.list.useQuery(
    { cursor: pages.cursor, limit: INBOX_PAGE_LIMIT },
    { placeholderData: keepPreviousData },
  );
  useFocusNewPage(pages, inbox.data !== undefined && !inbox.isPlaceholderData);
  const markRead = trpc.contact.markRead.useMutation({
    onSuccess: () => utils.contact.list.invalidate(),
  });

  function markAsRead(item: { id: string; name: string }) {
    markRead.mutate(
      { id: item.id },
      {
        onSuccess: () => action.success(`Marked as read: message from ${item.name}.`),
        onError: (error) => action.failure(messageOf(error, 'Could not mark the message as read. Please try again.')),
      },
    );
  }

  const unread = inbox.data?.unread ?? 0;
  return (
    <section className="card" aria-labelledby={titleId}>
      <div className="section-header">
        <h2 id={titleId}>Inbox</h2>
        {unread > 0 && <Badge tone="info">{`${format.count(unread)} unread`}</Badge>}
      </div>
      <ActionMessageView action={action} />
      {inbox.isPending ? (
        <Loading label="Loading messages..." />
      ) : inbox.isError && !inbox.data ? (
        <div className="load-error">
          <Alert tone="error">{messageOf(inbox.error, 'Could not load the messages.')}</Alert>
          <Button variant="secondary" onClick={() => inbox.refetch()} pending={inbox.isFetching}>
            Try again
          </Button>
        </div>
      ) : inbox.data.items.length === 0 ? (
        <p className="empty">No messages yet.</p>
      ) : (
        <KeysetList pages={pages} nextCursor={inbox.data.nextCursor} busy={inbox.isPlaceholderData} label="Messages">
          {inbox.data.items.map((item) => (
            <li key={item.id}>
              <article className="inbox-item" aria-label={`Message from ${item.name}`}>
                <div className="sent-meta">
                  <strong>{item.name}</strong>
                  <span>{item.email}</span>
                  {item.readAt === null && <Badge tone="info">New</Badge>}
                </div>
                <time className="muted" dateTime={item.createdAt}>
                  {format.dateTime(item.createdAt)}
                </time>
                <p>{item.message}</p>
                <div className="item-actions">
                  <a className="btn btn-secondary" href={replyLink(item)} aria-label={`Reply to ${item.name}`}>
                    Reply
                  </a>
                  {item.readAt === null && (
                    <Button
                      variant="secondary"
                      pending={markRead.isPending && markRead.variables?.id === item.id}
                      onClick={() => markAsRead(item)}
                    >
                      Mark as read<span className="visually-hidden">: message from {item.name}</span>
                    </Button>
                  )}
                </div>
              </article>
            </li>
          ))}
        </KeysetList>
      )}
    </section>
  );
}
