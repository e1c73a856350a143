// One filter's bills, newest first, a page at a time. Pages are keyset pages: the server hands the
// next page's cursor, and a stack of the cursors used so far leads back.
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { BillFilter } from '../../../shared/billing.schemas.js';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { Loading } from '../../components/Loading.js';
import { messageOf } from '../../lib/errors.js';
import { trpc } from '../../lib/trpc.js';
import type { useActionMessage } from '../../lib/useActionMessage.js';
import { BillItem } from './BillItem.js';

export const BILLS_PAGE_LIMIT = 20;

interface BillsListProps {
  status: BillFilter;
  memberId: string;
  action: ReturnType<typeof useActionMessage>;
}

export function BillsList({ status, memberId, action }: BillsListProps) {
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors.at(-1);
  const bills = trpc.bills.list.useQuery(
    { status, memberId: memberId || undefined, cursor, limit: BILLS_PAGE_LIMIT },
    { placeholderData: keepPreviousData },
  );
  const listRef = useRef<HTMLUListElement>(null);
  const [focusListWhenLoaded, setFocusListWhenLoaded] = useState(false);

  // After paging, focus lands on the new page (the button pressed may now be disabled).
  useEffect(() => {
    if (focusListWhenLoaded && bills.data && !bills.isPlaceholderData) {
      listRef.current?.focus();
      setFocusListWhenLoaded(false);
    }
  }, [focusListWhenLoaded, bills.data, bills.isPlaceholderData]);

  function goTo(next: string[]) {
    setCursors(next);
    setFocusListWhenLoaded(true);
  }

  if (bills.isPending) return <Loading label="Loading bills..." />;
  if (bills.isError && !bills.data) {
    return (
      <div className="load-error">
        <Alert tone="error">{messageOf(bills.error, 'Could not load the bills.')}</Alert>
        <Button variant="secondary" onClick={() => bills.refetch()} pending={bills.isFetching}>
          Try again
        </Button>
      </div>
    );
  }

  const { items, nextCursor } = bills.data;
  const pageNumber = cursors.length + 1;
  const showPager = pageNumber > 1 || nextCursor !== null;
  return (
    <>
      {items.length === 0 ? (
        <p className="empty">No bills match these filters.</p>
      ) : (
        <ul
          ref={listRef}
          tabIndex={-1}
          className="list bill-list"
          aria-label={`Bills, page ${pageNumber}`}
          aria-busy={bills.isPlaceholderData || undefined}
        >
          {items.map((bill) => (
            <BillItem key={bill.id} bill={bill} action={action} />
          ))}
        </ul>
      )}
      {showPager && (
        <nav className="pagination" aria-label="Bills pages">
          <Button variant="secondary" disabled={pageNumber === 1} onClick={() => goTo(cursors.slice(0, -1))}>
            Previous page
          </Button>
          <span aria-live="polite">Page {pageNumber}</span>
          <Button
            variant="secondary"
            disabled={nextCursor === null || bills.isPlaceholderData}
            onClick={() => nextCursor && goTo([...cursors, nextCursor])}
          >
            Next page
          </Button>
        </nav>
      )}
    </>
  );
}
