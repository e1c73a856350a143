// The User Dashboard's record search: names starting with the typed text (case-insensitive). The
// search runs when the form is submitted, not on every keystroke.
import { keepPreviousData } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { searchRecordsInput } from '../../../shared/records.schemas.js';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { Field } from '../../components/Field.js';
import { Loading } from '../../components/Loading.js';
import { Pagination } from '../../components/Pagination.js';
import { useForm } from '../../lib/forms.js';
import { trpc } from '../../lib/trpc.js';

export const RECORDS_PAGE_SIZE = 10;

export function RecordSearch() {
  const headingId = useId();
  const form = useForm(searchRecordsInput, { prefix: '' });
  // Each submit starts a fresh result list on page 1 (and refreshes it when the text is unchanged).
  const [search, setSearch] = useState<{ prefix: string; id: number } | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = form.validate({ page: 1, pageSize: RECORDS_PAGE_SIZE });
    if (input) setSearch((last) => ({ prefix: input.prefix, id: (last?.id ?? 0) + 1 }));
  }

  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>Record Search</h2>
      <form ref={form.ref} className="toolbar" onSubmit={submit} noValidate>
        <Field label="Search records" type="search" autoComplete="off" {...form.field('prefix')} />
        <Button type="submit">Search</Button>
      </form>
      {search && <SearchResults key={search.id} prefix={search.prefix} />}
    </section>
  );
}

function SearchResults({ prefix }: { prefix: string }) {
  const [page, setPage] = useState(1);
  const results = trpc.records.search.useQuery(
    { prefix, page, pageSize: RECORDS_PAGE_SIZE },
    // Paging keeps the current names on screen (and focus on Next) until the next page arrives.
    { placeholderData: keepPreviousData },
  );

  if (results.isPending) return <Loading label="Searching records..." />;
  if (results.isError && !results.data) {
    return (
      <>
        <Alert tone="error">Failed to search records. Please try again later.</Alert>
        <Button variant="secondary" pending={results.isFetching} onClick={() => results.refetch()}>
          Try again
        </Button>
      </>
    );
  }
  if (results.data.items.length === 0) return <p className="empty">No records found.</p>;
  return (
    <>
      <ul className="list" aria-label="Matching records" aria-busy={results.isPlaceholderData || undefined}>
        {results.data.items.map((record) => (
          <li key={record.id}>{record.name}</li>
        ))}
      </ul>
      <Pagination
        page={page}
        pageSize={RECORDS_PAGE_SIZE}
        total={results.data.total}
        onPageChange={setPage}
        label="Matching records"
      />
    </>
  );
}
