// The member's visits, newest first, a page at a time, on the gym's clock.
import { keepPreviousData } from '@tanstack/react-query';
import { KeysetList } from '../../../components/KeysetPager.js';
import { LoadError } from '../../../components/LoadError.js';
import { Loading } from '../../../components/Loading.js';
import { useFocusNewPage, useKeysetPages } from '../../../components/useKeysetPages.js';
import { useGymFormat } from '../../../lib/gym.js';
import { trpc } from '../../../lib/trpc.js';
import { PageCard } from './PageCard.js';
import type { MemberCheckIn } from './types.js';

const PAGE_LIMIT = 10;

function whereFrom(checkIn: MemberCheckIn): string {
  if (checkIn.source === 'class') return checkIn.className ? `Class: ${checkIn.className}` : 'Class';
  return 'Front desk';
}

export function CheckInsCard({ memberId }: { memberId: string }) {
  const format = useGymFormat();
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
        <KeysetList
          pages={pages}
          nextCursor={checkIns.data.nextCursor}
          busy={checkIns.isPlaceholderData}
          label="Check-ins"
          previousLabel="Newer"
          nextLabel="Older"
          className="list member-page-list"
        >
          {checkIns.data.items.map((checkIn) => (
            <li key={checkIn.id}>
              <span>{format.dateTime(checkIn.checkedInAt)}</span>
              <span className="muted">{whereFrom(checkIn)}</span>
            </li>
          ))}
        </KeysetList>
      )}
    </PageCard>
  );
}
