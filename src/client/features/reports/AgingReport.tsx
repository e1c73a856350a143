// Admin › Reports › Aging: who owes the gym the most, and for how long. Unlike the generated reports
// it needs no dates (bills are aged on the gym's today) and reads itself, a page at a time; the CSV
// link downloads the whole list. Member names link to their page, where the bills can be collected.
import { keepPreviousData } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'wouter';
import { AGING_BUCKET_LABELS, AGING_BUCKETS, AGING_CSV_PATH } from '../../../shared/aging.schemas.js';
import { LoadError } from '../../components/LoadError.js';
import { Loading } from '../../components/Loading.js';
import { Pagination } from '../../components/Pagination.js';
import { useGymFormat } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';
import { ReportTable } from './ReportTable.js';
import './reports.css';

export const AGING_PAGE_SIZE = 25;

/** The Aging report's value in the Report Type list and in the address (/admin/reports?type=aging). */
export const AGING = 'aging' as const;

/** Whether the address asks for the Aging report. */
export function isAgingSearch(search: string): boolean {
  return new URLSearchParams(search).get('type') === AGING;
}

const COLUMNS = ['Member', ...AGING_BUCKETS.map((bucket) => AGING_BUCKET_LABELS[bucket]), 'Total owed'];
/** Every column but the member's holds money. */
const NUMERIC = COLUMNS.map((_, index) => index).slice(1);

export function AgingReport() {
  const headingId = useId();
  const format = useGymFormat();
  const [page, setPage] = useState(1);
  const aging = trpc.reports.aging.useQuery(
    { page, pageSize: AGING_PAGE_SIZE },
    // The page shown stays until the next arrives, so Previous/Next do not blank the table.
    { placeholderData: keepPreviousData },
  );

  let body: ReactNode;
  if (aging.isPending) body = <Loading label="Loading the aging report..." />;
  else if (aging.isError) {
    body = (
      <LoadError
        error={aging.error}
        fallback="Failed to load the aging report."
        retry={() => aging.refetch()}
        retrying={aging.isFetching}
      />
    );
  } else if (aging.data.total === 0) body = <p className="empty">No member owes anything.</p>;
  else {
    const { items, totals, total, pageSize, agedOn } = aging.data;
    const rows = items.map((row) => [
      <Link key={row.memberId} href={`~/admin/members/${encodeURIComponent(row.memberId)}`}>
        {row.name}
      </Link>,
      ...AGING_BUCKETS.map((bucket) => format.money(row[bucket])),
      format.money(row.totalCents),
    ]);
    rows.push([
      `Whole gym (${format.countOf(totals.members, 'member')})`,
      ...AGING_BUCKETS.map((bucket) => format.money(totals[bucket])),
      format.money(totals.totalCents),
    ]);
    body = (
      <>
        <ReportTable
          caption="Owed by age"
          columns={COLUMNS}
          rows={rows}
          numeric={NUMERIC}
          note={`Most owed first. Each bill's unpaid part counts from its due date, as of ${format.date(agedOn)}; bills not yet due count as 0–30 days. The last row totals every member who owes.`}
        />
        <Pagination page={page} pageSize={pageSize} total={total} onPageChange={setPage} label="Members owing" />
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} className="report-result">
      <div className="report-result-header">
        <h3 id={headingId}>Aging report</h3>
        <a className="btn btn-secondary" href={AGING_CSV_PATH} download>
          Download CSV
        </a>
      </div>
      {body}
    </section>
  );
}
