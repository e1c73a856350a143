// "Calendar feed": a private link to the member's class bookings for Google Calendar ("From URL") or
// Apple Calendar (webcal://). The link is shown once when it is made (only its hash is kept); a new
// link replaces the old one, "Stop sharing" ends it.
import { useEffect, useId, useRef, useState } from 'react';
import { ActionMessageView } from '../../components/ActionMessageView.js';
import { Button } from '../../components/Button.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { LoadError } from '../../components/LoadError.js';
import { Loading } from '../../components/Loading.js';
import { messageOf } from '../../lib/errors.js';
import { useGymFormat } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';
import { useActionMessage } from '../../lib/useActionMessage.js';

type Link = { url: string; webcalUrl: string };

export function CalendarFeedCard() {
  const titleId = useId();
  const urlId = useId();
  const format = useGymFormat();
  const utils = trpc.useUtils();
  const action = useActionMessage();
  const feed = trpc.calendarFeed.mine.useQuery();
  const [link, setLink] = useState<Link | null>(null);
  const urlRef = useRef<HTMLInputElement>(null);
  // The new link is shown only once: focus goes to it rather than to a button that has gone, or, when
  // a confirmation asked first, to that dialog's trigger once it closes.
  const focusNewLink = useRef<'when-shown' | 'when-dialog-closes' | null>(null);
  const create = trpc.calendarFeed.create.useMutation({
    onSuccess: async (made) => {
      setLink(made);
      await utils.calendarFeed.mine.invalidate();
    },
    onError: (error) => action.failure(messageOf(error, 'Could not create the calendar link. Please try again.')),
  });
  const revoke = trpc.calendarFeed.revoke.useMutation({
    onSuccess: async () => {
      setLink(null);
      await utils.calendarFeed.mine.invalidate();
      action.success('Your calendar link no longer works.');
    },
    onError: (error) => action.failure(messageOf(error, 'Could not stop sharing. Please try again.')),
  });

  useEffect(() => {
    if (!link || focusNewLink.current !== 'when-shown') return;
    focusNewLink.current = null;
    urlRef.current?.focus();
  }, [link]);

  function focusLinkAfterDialog(event: Event) {
    const wanted = focusNewLink.current === 'when-dialog-closes';
    focusNewLink.current = null;
    if (!wanted || !urlRef.current) return;
    event.preventDefault();
    urlRef.current.focus();
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      action.success('Link copied.');
    } catch {
      action.failure('Could not copy: select the link and copy it yourself.');
    }
  }

  let body: React.ReactNode;
  if (feed.isPending) body = <Loading label="Loading your calendar link..." />;
  else if (feed.isError) {
    body = (
      <LoadError
        error={feed.error}
        fallback="Could not load your calendar link."
        retry={() => void feed.refetch()}
        retrying={feed.isFetching}
      />
    );
  } else {
    body = (
      <>
        {link ? (
          <div className="calendar-link">
            <label htmlFor={urlId}>Your private calendar link</label>
            <input
              ref={urlRef}
              id={urlId}
              type="text"
              readOnly
              value={link.url}
              onFocus={(event) => event.target.select()}
              aria-describedby={`${urlId}-hint`}
            />
            <p className="muted" id={`${urlId}-hint`}>
              Keep it to yourself: anyone with this link can see your bookings. It is shown only now.
            </p>
            <div className="account-actions">
              <Button variant="secondary" onClick={() => copy(link.url)}>
                Copy link
              </Button>
              <a className="btn btn-secondary" href={link.webcalUrl}>
                Open in Apple Calendar
              </a>
            </div>
          </div>
        ) : feed.data.active ? (
          <p>
            Your calendar link is active
            {feed.data.createdAt ? ` (made ${format.date(feed.data.createdAt)})` : ''}. For a copy of it, create a new
            link: the old one stops working.
          </p>
        ) : (
          <p>Your class bookings in your own calendar app, kept up to date.</p>
        )}
        <ul className="muted calendar-help">
          <li>Google Calendar: Other calendars, +, From URL, then paste the link.</li>
          <li>
            Apple Calendar: open the link with "Open in Apple Calendar" (webcal://), or File, New Calendar Subscription.
          </li>
        </ul>
        <ActionMessageView action={action} />
        <div className="account-actions">
          {feed.data.active ? (
            <>
              <ConfirmDialog
                triggerLabel="Create a new link"
                title="Create a new calendar link?"
                description="The link you use now stops working; calendars that use it must be given the new one."
                confirmLabel="Create a new link"
                onConfirm={() => {
                  focusNewLink.current = 'when-dialog-closes';
                  return create.mutateAsync();
                }}
                onCloseAutoFocus={focusLinkAfterDialog}
              />
              <ConfirmDialog
                triggerLabel="Stop sharing"
                title="Stop sharing your calendar?"
                description="The link stops working at once; calendars that use it no longer update."
                confirmLabel="Stop sharing"
                onConfirm={() => revoke.mutateAsync()}
              />
            </>
          ) : (
            <Button
              pending={create.isPending}
              onClick={() => {
                focusNewLink.current = 'when-shown';
                create.mutate();
              }}
            >
              Create calendar link
            </Button>
          )}
        </div>
      </>
    );
  }
  return (
    <section className="card account-card" aria-labelledby={titleId}>
      <div className="section-header">
        <h2 id={titleId}>Calendar feed</h2>
      </div>
      {body}
    </section>
  );
}
