// Member List: approved members as a table (cards on a phone), searched, filtered and sorted on the
// server and paged, with the search, filters, order and page in the address (useMemberListParams).
import './members.css';
import { useDeferredValue, useEffect, useId, useRef } from 'react';
import { MEMBER_SORT_DEFAULT_DIRECTION } from '../../../shared/members.schemas.js';
import { PAGE_SIZE_DEFAULT } from '../../../shared/pagination.js';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { Loading } from '../../components/Loading.js';
import { Pagination } from '../../components/Pagination.js';
import { messageOf } from '../../lib/errors.js';
import { useGymFormat } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';
import { PHONE_QUERY, useMediaQuery } from '../../lib/useMediaQuery.js';
import { ImportMembersDialog } from '../member-import/ImportMembersDialog.js';
import { MemberListDownloads } from '../member-import/MemberListDownloads.js';
import { useMay } from '../session/useMay.js';
import { AddMemberDialog } from './AddMemberDialog.js';
import { MemberCards } from './MemberCards.js';
import { MemberFilters } from './MemberFilters.js';
import { MemberSortSelect } from './MemberSortSelect.js';
import { MemberTable } from './MemberTable.js';
import { useMemberListParams } from './useMemberListParams.js';

export function MembersSection() {
  const titleId = useId();
  const format = useGymFormat();
  const may = useMay();
  const list = useMemberListParams();
  const { params } = list;
  const phone = useMediaQuery(PHONE_QUERY);
  const order = { sort: params.sort, direction: params.direction };
  // Typing stays responsive: the query follows the text as React finds time, without a timer.
  const search = useDeferredValue(params.search);
  const members = trpc.members.list.useQuery(
    {
      search: search || undefined,
      status: params.status === 'all' ? undefined : params.status,
      planId: params.planId || undefined,
      overdue: params.overdue || undefined,
      // The defaults (by name, each column's own direction) are left to the server, as to the address.
      sort: params.sort === 'name' ? undefined : params.sort,
      direction: params.direction === MEMBER_SORT_DEFAULT_DIRECTION[params.sort] ? undefined : params.direction,
      page: params.page,
      pageSize: PAGE_SIZE_DEFAULT,
    },
    { placeholderData: (previous) => previous },
  );
  const data = members.data;
  // The table's caption or, on a phone, the cards' heading: whichever is shown.
  const captionRef = useRef<HTMLTableCaptionElement & HTMLHeadingElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  // After Next/Previous the buttons may vanish or be disabled: focus goes to the new page's caption
  // once it has arrived, so keyboard and screen-reader users start reading the new rows.
  const focusCaptionOnLoad = useRef(false);
  const loadedPage = data && !members.isPlaceholderData && data.page === params.page ? data.page : null;
  useEffect(() => {
    if (loadedPage !== null && focusCaptionOnLoad.current) {
      focusCaptionOnLoad.current = false;
      captionRef.current?.focus();
    }
  }, [loadedPage]);

  function changePage(page: number) {
    focusCaptionOnLoad.current = true;
    list.setPage(page);
  }

  function clearFilters() {
    list.clearFilters();
    searchRef.current?.focus();
  }

  const first = data ? (data.page - 1) * data.pageSize + 1 : 0;
  const last = data ? first + data.items.length - 1 : 0;
  const caption = `Members ${first === last ? format.count(first) : `${format.count(first)}–${format.count(last)}`} of ${format.count(data?.total ?? 0)}`;

  return (
    <section className="card" aria-labelledby={titleId}>
      <div className="section-header">
        <h2 id={titleId}>Member List</h2>
        {/* Always there, so a screen reader hears the new count when a search or filter changes it. */}
        <span className="muted" aria-live="polite">
          {data && data.total > 0 ? format.countOf(data.total, 'member') : ''}
        </span>
        {may('members.add') && <AddMemberDialog />}
        {may('http.memberImport') && <ImportMembersDialog />}
      </div>
      <MemberFilters list={list} searchRef={searchRef} />
      {phone && (
        <div className="toolbar">
          <MemberSortSelect order={order} onChange={list.setSort} />
        </div>
      )}
      <MemberListDownloads params={params} />
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
        <div className="member-list-empty" role="status">
          {data.total > 0 ? (
            <>
              <p className="empty">There is no page {data.page}.</p>
              <Button variant="secondary" onClick={() => changePage(1)}>
                Go to page 1
              </Button>
            </>
          ) : list.filtered ? (
            <>
              <p className="empty">No members match.</p>
              <Button variant="secondary" onClick={clearFilters}>
                Clear filters
              </Button>
            </>
          ) : (
            <p className="empty">No approved members found.</p>
          )}
        </div>
      )}
      {data && data.items.length > 0 && (
        <>
          {phone ? (
            <MemberCards
              members={data.items}
              caption={caption}
              captionRef={captionRef}
              busy={members.isPlaceholderData}
            />
          ) : (
            <MemberTable
              members={data.items}
              caption={caption}
              captionRef={captionRef}
              busy={members.isPlaceholderData}
              order={order}
              onSort={(column) =>
                list.setSort(column, column === order.sort ? (order.direction === 'asc' ? 'desc' : 'asc') : undefined)
              }
            />
          )}
          <Pagination
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            onPageChange={changePage}
            label="Members"
          />
        </>
      )}
    </section>
  );
}
