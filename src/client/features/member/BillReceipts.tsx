// The member's own bills, newest first, a page at a time (the spec's Bill Receipts card).
import { keepPreviousData } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { MESSAGES } from '../../../shared/messages.js';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { Loading } from '../../components/Loading.js';
import { Pagination } from '../../components/Pagination.js';
import { trpc } from '../../lib/trpc.js';
import { BillReceiptItem } from './BillReceiptItem.js';

export const BILLS_PAGE_SIZE = 10;
/** The spec's words for this card while it loads. */
export const BILLS_LOADING = 'Loading bill receipts...';

export function BillReceipts() {
  const headingId = useId();
  const [page, setPage] = useState(1);
  const bills = trpc.bills.listMine.useQuery(
    { page, pageSize: BILLS_PAGE_SIZE },
    // The current page stays on screen while the next one loads.
    { placeholderData: keepPreviousData },
  );

  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>Bill Receipts</h2>
      {bills.isPending ? (
        <Loading label={BILLS_LOADING} />
      ) : bills.isError && !bills.data ? (
        <>
          <Alert tone="error">{MESSAGES.billsLoadFailed}</Alert>
          <Button variant="secondary" pending={bills.isFetching} onClick={() => bills.refetch()}>
            Try again
          </Button>
        </>
      ) : bills.data.items.length === 0 ? (
        <p className="empty">No bill receipts found.</p>
      ) : (
        <>
          <ul className="list" aria-label="Bill receipts" aria-busy={bills.isPlaceholderData || undefined}>
            {bills.data.items.map((bill) => (
              <BillReceiptItem key={bill.id} bill={bill} />
            ))}
          </ul>
          <Pagination
            page={page}
            pageSize={BILLS_PAGE_SIZE}
            total={bills.data.total}
            onPageChange={setPage}
            label="Bill receipts"
          />
        </>
      )}
    </section>
  );
}
