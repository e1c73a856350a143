// What happened to this member, newest first: sign-ins, approval, plan and membership changes,
// check-ins at the desk, notes. Described in words, on the gym's clock, with who did it.
import { keepPreviousData } from '@tanstack/react-query';
import { KeysetList } from '../../../components/KeysetPager.js';
import { LoadError } from '../../../components/LoadError.js';
import { Loading } from '../../../components/Loading.js';
import { useFocusNewPage, useKeysetPages } from '../../../components/useKeysetPages.js';
import { useGymFormat } from '../../../lib/gym.js';
import { trpc } from '../../../lib/trpc.js';
import { PageCard } from './PageCard.js';

const PAGE_LIMIT = 10;

export function HistoryCard({ memberId }: { memberId: string }) {
  const format = useGymFormat();
  const pages = useKeysetPages();
  const history = trpc.memberPage.history.useQuery(
    { userId: memberId, cursor: pages.cursor, limit: PAGE_LIMIT },
    { placeholderData: keepPreviousData },
  );
  useFocusNewPage(pages, history.data !== undefined && !history.isPlaceholderData);

  return (
    <PageCard title="History">
      {history.isPending ? (
        <Loading label="Loading history..." />
      ) : history.isError && !history.data ? (
        <LoadError
          error={history.error}
          fallback="Could not load the history."
          retry={() => history.refetch()}
          retrying={history.isFetching}
        />
      ) : history.data.items.length === 0 ? (
        <p className="empty">No history yet.</p>
      ) : (
        <KeysetList
          pages={pages}
          nextCursor={history.data.nextCursor}
          busy={history.isPlaceholderData}
          label="History"
          previousLabel="Newer"
          nextLabel="Older"
          className="list member-page-list"
        >
          {history.data.items.map((event) => (
            <li key={event.id}>
              <span className="item-main">
                <span>{event.description}</span>
                {event.by && <span className="muted">{`by ${event.by}`}</span>}
              </span>
              <span className="muted">{format.dateTime(event.at)}</span>
            </li>
          ))}
        </KeysetList>
      )}
    </PageCard>
  );
}
