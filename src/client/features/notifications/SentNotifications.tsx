// "Sent notifications": what admins have sent, newest first — when, by whom, to whom, the subject and message,
// how many it reached and whether it was also emailed.
import { keepPreviousData } from '@tanstack/react-query';
import { useId } from 'react';
import { audienceInWords } from '../../../shared/notifications.schemas.js';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { KeysetList } from '../../components/KeysetPager.js';
import { Loading } from '../../components/Loading.js';
import { useFocusNewPage, useKeysetPages } from '../../components/useKeysetPages.js';
import { messageOf } from '../../lib/errors.js';
import { useGymFormat } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';

export const SENT_PAGE_LIMIT = 20;

export function SentNotifications() {
  const titleId = useId();
  const format = useGymFormat();
  const pages = useKeysetPages();
  const sent = trpc.notifications.listSent.useQuery(
    { cursor: pages.cursor, limit: SENT_PAGE_LIMIT },
    { placeholderData: keepPreviousData },
  );
  useFocusNewPage(pages, sent.data !== undefined && !sent.isPlaceholderData);

  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId}>Sent notifications</h2>
      {sent.isPending ? (
        <Loading label="Loading sent notifications..." />
      ) : sent.isError && !sent.data ? (
        <div className="load-error">
          <Alert tone="error">{messageOf(sent.error, 'Could not load the sent notifications.')}</Alert>
          <Button variant="secondary" onClick={() => sent.refetch()} pending={sent.isFetching}>
            Try again
          </Button>
        </div>
      ) : sent.data.items.length === 0 ? (
        <p className="empty">Nothing has been sent yet.</p>
      ) : (
        <KeysetList
          pages={pages}
          nextCursor={sent.data.nextCursor}
          busy={sent.isPlaceholderData}
          label="Sent notifications"
        >
          {sent.data.items.map((item) => (
            <li key={item.id}>
              <div className="sent-item">
                <strong>To: {audienceInWords(item.audience, item.audienceName)}</strong>
                {item.subject && <p className="sent-subject">Subject: {item.subject}</p>}
                <p>{item.message}</p>
                <div className="sent-meta muted">
                  <time dateTime={item.sentAt}>{format.dateTime(item.sentAt)}</time>
                  <span>By {item.sentByName ?? 'a removed account'}</span>
                  <span>{format.countOf(item.recipients, 'recipient')}</span>
                  <span>Emailed: {item.withEmail ? 'Yes' : 'No'}</span>
                </div>
              </div>
            </li>
          ))}
        </KeysetList>
      )}
    </section>
  );
}
