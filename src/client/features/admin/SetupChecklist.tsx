// "Get your gym ready" at the top of /admin on a new install. The server ticks each item from what
// the gym has (dashboard.setup), so an item is done by doing it in the section its link opens; the
// only click here is "Hide this checklist". Once every item is done the list says the gym is ready
// and stays until hidden, so the owner sees the last tick instead of a list that vanished.
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { SETUP_ITEMS, type SetupItemId } from '../../../shared/setup.js';
import { ActionMessageView } from '../../components/ActionMessageView.js';
import { Alert } from '../../components/Alert.js';
import { Badge } from '../../components/Badge.js';
import { Button } from '../../components/Button.js';
import { LoadError } from '../../components/LoadError.js';
import { messageOf } from '../../lib/errors.js';
import { trpc } from '../../lib/trpc.js';
import { useActionMessage } from '../../lib/useActionMessage.js';
import './setup-checklist.css';

export function SetupChecklist() {
  const headingId = useId();
  const utils = trpc.useUtils();
  // Asked again when the window regains focus: the owner may have done an item in another tab.
  const setup = trpc.dashboard.setup.useQuery(undefined, { refetchOnWindowFocus: true });
  const action = useActionMessage();
  const [hidden, setHidden] = useState(false);
  const hide = trpc.settings.setChecklistHidden.useMutation({
    onSuccess: () => {
      utils.dashboard.setup.setData(undefined, { hidden: true });
      setHidden(true);
    },
    onError: (error) => action.failure(messageOf(error, 'Could not hide the checklist. Try again.')),
  });

  // Just hidden: say so where the list was, and take focus there, since the button is gone.
  if (hidden) return <HiddenNotice />;
  // Nothing while loading: once a gym is set up most visits end with no list (its owner hid it), and
  // a placeholder that then vanished would only move the page.
  if (setup.isPending) return null;
  if (setup.isError) {
    return (
      <LoadError
        error={setup.error}
        fallback="Could not load the setup checklist."
        retry={() => setup.refetch()}
        retrying={setup.isFetching}
      />
    );
  }
  if (setup.data.hidden) return null;

  const done = new Map<SetupItemId, boolean>(setup.data.items.map((item) => [item.id, item.done]));
  const items = SETUP_ITEMS.filter((item) => done.has(item.id));
  const doneCount = items.filter((item) => done.get(item.id)).length;
  const allDone = doneCount === items.length;

  return (
    <section className="card setup-checklist" aria-labelledby={headingId}>
      <div className="section-header">
        <h2 id={headingId}>Get your gym ready</h2>
        <p className="setup-progress">
          {doneCount} of {items.length} done
        </p>
      </div>
      {allDone && <p>Your gym is ready: every item is done.</p>}
      <ol className="setup-items">
        {items.map((item) => {
          const isDone = done.get(item.id) === true;
          return (
            <li key={item.id} className="setup-item" data-done={isDone || undefined}>
              <span className="setup-mark" aria-hidden="true">
                {isDone ? '✓' : ''}
              </span>
              <span className="setup-text">
                <Link href={`/${item.section}`}>{item.label}</Link>
                <span className="setup-hint">{item.hint}</span>
              </span>
              <Badge tone={isDone ? 'success' : 'neutral'}>{isDone ? 'Done' : 'To do'}</Badge>
            </li>
          );
        })}
      </ol>
      <ActionMessageView action={action} />
      <Button variant="secondary" onClick={() => hide.mutate({ hidden: true })} pending={hide.isPending}>
        Hide this checklist
      </Button>
    </section>
  );
}

function HiddenNotice() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Alert tone="success" ref={ref} tabIndex={-1}>
      The checklist is hidden.
    </Alert>
  );
}
