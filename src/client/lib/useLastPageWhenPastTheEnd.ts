// A numbered list whose last page empties (its last item deleted, serviced or moved) would show an
// empty page with no pager, since everything left fits on fewer pages: go to the new last page.
import { useEffect } from 'react';
import { type Page, pageCount } from '../../shared/pagination.js';

interface PagedQuery {
  data?: Pick<Page<unknown>, 'total' | 'pageSize'>;
  /** The previous page shown while the asked-for one loads says nothing about where the end is. */
  isPlaceholderData: boolean;
}

export function useLastPageWhenPastTheEnd(list: PagedQuery, page: number, setPage: (page: number) => void): void {
  const lastPage = list.data ? pageCount(list.data) : 1;
  const pastTheEnd = Boolean(list.data) && !list.isPlaceholderData && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) setPage(lastPage);
  }, [pastTheEnd, lastPage, setPage]);
}
