// The member's visits, newest first, a page at a time, on the gym's clock.
import { keepPreviousData } from '@tanstack/react-query';
import { Loading } from '../../../components/Loading.js';
import { trpc } from '../../../lib/trpc.js';
import { formatGymDateTime } from './gymDateTime.js';
import { KeysetPager } from './KeysetPager.js';
import { LoadError } from './LoadError.js';
import { PageCard } from './PageCard.js';
import type { MemberCheckIn } from './types.js';
import { useFocusNewPage, useKeysetPages } from './useKeysetPages.js';

const PAGE_LIMIT = 10;

function whereFrom(checkIn: MemberCheckIn): string {
  if (checkIn.source === 'class') return checkIn.className ? `Class: ${checkIn.className}` : 'Class';
  return 'Front desk';
}

export function CheckInsCard({ memberId, timeZone }: { memberId: string; timeZone: string }) {
  const pages = useKeysetPages();
  const checkIns = trpc.memberPage.checkIns.useQuery(
    { userId: memberId, cursor: pages.cursor, limit: PAGE_LIMIT },
    { placeholderData: keepPreviousData },
  );
  useFocusNewPage(pages, checkIns.data !== undefined && !checkIns.isPlaceholderData);

  return (
    <PageCard title="Check-ins">
      {checkIns.isPending ? (
        <Loading label="Loading check-ins..." />
      ) : checkIns.isError && !checkIns.data ? (
        <LoadError
          error={checkIns.error}
          fallback="Could not load the check-ins."
          retry={() => checkIns.refetch()}
          retrying={checkIns.isFetching}
        />
      ) : checkIns.data.items.length === 0 ? (
        <p className="empty">No check-ins yet.</p>
      ) : (
        <>
          <ul
            ref={pages.listRef}
            tabIndex={-1}
            className="list member-page-list"
            aria-label={`Check-ins, page ${pages.pageNumber}`}
            aria-busy={checkIns.isPlaceholderData || undefined}
          >
            {checkIns.data.items.map((checkIn) => (
              <li key={checkIn.id}>
                <span>{formatGymDateTime(checkIn.checkedInAt, timeZone)}</span>
                <span className="muted">{whereFrom(checkIn)}</span>
              </li>
            ))}
          </ul>
          <KeysetPager
            pages={pages}
            nextCursor={checkIns.data.nextCursor}
            busy={checkIns.isPlaceholderData}
            label="Check-ins"
          />
        </>
      )}
    </PageCard>
  );
}
