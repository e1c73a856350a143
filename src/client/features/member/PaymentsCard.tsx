// The member's own payments, newest first, each with its receipt.
import { keepPreviousData } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { PAYMENT_METHOD_LABELS } from '../../../shared/billing.schemas.js';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { Loading } from '../../components/Loading.js';
import { Pagination } from '../../components/Pagination.js';
import { useGymFormat } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';

export const PAYMENTS_PAGE_SIZE = 10;

export function PaymentsCard() {
  const headingId = useId();
  const format = useGymFormat();
  const [page, setPage] = useState(1);
  const payments = trpc.payments.listMine.useQuery(
    { page, pageSize: PAYMENTS_PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );

  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>Payments</h2>
      {payments.isPending ? (
        <Loading label="Loading payments..." />
      ) : payments.isError && !payments.data ? (
        <>
          <Alert tone="error">Failed to load payments. Please try again later.</Alert>
          <Button variant="secondary" pending={payments.isFetching} onClick={() => payments.refetch()}>
            Try again
          </Button>
        </>
      ) : payments.data.items.length === 0 ? (
        <p className="empty">No payments yet.</p>
      ) : (
        <>
          <ul className="list" aria-label="Payments" aria-busy={payments.isPlaceholderData || undefined}>
            {payments.data.items.map((payment) => (
              <li key={payment.id}>
                <div className="item-main">
                  <span>
                    <strong>{format.money(payment.amountCents)}</strong>
                    {` by ${PAYMENT_METHOD_LABELS[payment.method]} on ${format.date(payment.paidOn)}`}
                  </span>
                  <span className="muted">{payment.billDescription}</span>
                </div>
                <Link href={`/member/receipts/${payment.id}`}>{`Receipt ${payment.receiptNumber}`}</Link>
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            pageSize={PAYMENTS_PAGE_SIZE}
            total={payments.data.total}
            onPageChange={setPage}
            label="Payments"
          />
        </>
      )}
    </section>
  );
}
