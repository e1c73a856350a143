// Member List: every approved member, searchable by name or email on the server and paged.
import { useDeferredValue, useId, useState } from 'react';
import { LIMITS } from '../../../shared/fields.js';
import { PAGE_SIZE_DEFAULT } from '../../../shared/pagination.js';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { Field } from '../../components/Field.js';
import { Loading } from '../../components/Loading.js';
import { Pagination } from '../../components/Pagination.js';
import { messageOf } from '../../lib/errors.js';
import { trpc } from '../../lib/trpc.js';
import { MemberItem } from './MemberItem.js';

export function MembersSection() {
  const titleId = useId();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  // Typing stays responsive: the query follows the text as React finds time, without a timer.
  const deferredSearch = useDeferredValue(search.trim());
  const members = trpc.members.list.useQuery(
    { search: deferredSearch || undefined, page, pageSize: PAGE_SIZE_DEFAULT },
    { placeholderData: (previous) => previous },
  );
  const data = members.data;

  function changeSearch(text: string) {
    setSearch(text);
    setPage(1);
  }

  return (
    <section className="card" aria-labelledby={titleId}>
      <div className="section-header">
        <h2 id={titleId}>Member List</h2>
        {data && data.total > 0 && (
          <span className="muted">
            {data.total} {data.total === 1 ? 'member' : 'members'}
          </span>
        )}
      </div>
      <div className="toolbar">
        <Field
          label="Search members"
          type="search"
          placeholder="Name or email"
          maxLength={LIMITS.nameMax}
          value={search}
          onChange={(event) => changeSearch(event.target.value)}
        />
      </div>
      {members.isPending && <Loading label="Loading members..." />}
      {members.isError && (
        <div className="load-error">
          <Alert tone="error">{messageOf(members.error, 'Could not load the members.')}</Alert>
          <Button variant="secondary" onClick={() => members.refetch()} pending={members.isFetching}>
            Try again
          </Button>
        </div>
      )}
      {data && data.items.length === 0 && (
        <p className="empty">{deferredSearch ? 'No members match your search.' : 'No approved members found.'}</p>
      )}
      {data && data.items.length > 0 && (
        <>
          <ul className="list" aria-labelledby={titleId} aria-busy={members.isPlaceholderData || undefined}>
            {data.items.map((member) => (
              <MemberItem key={member.id} member={member} />
            ))}
          </ul>
          <Pagination
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            onPageChange={setPage}
            label="Members"
          />
        </>
      )}
    </section>
  );
}
