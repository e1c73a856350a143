// The Member List's search, filters, order and page live in the address (?q=zoe&status=paused&plan=…
// &overdue=1&sort=balance&dir=asc&page=2), so reload, Back and a shared link show the same members.
// The order is left out of the address when it is the default (by name), and the direction when it is
// the column's own default (MEMBER_SORT_DEFAULT_DIRECTION). Typing replaces the current
// history entry (Back should not replay every keystroke); a filter or page change pushes a new one.
import { useSearchParams } from 'wouter';
import {
  MEMBER_SORT_DEFAULT_DIRECTION,
  MEMBER_SORTS,
  MEMBER_STATUS_FILTERS,
  type MemberSort,
  type MemberStatusFilter,
  SORT_DIRECTIONS,
  type SortDirection,
} from '../../../shared/members.schemas.js';

export interface MemberListParams {
  search: string;
  status: MemberStatusFilter;
  planId: string;
  overdue: boolean;
  sort: MemberSort;
  direction: SortDirection;
  page: number;
}

function isStatusFilter(value: string | null): value is MemberStatusFilter {
  return (MEMBER_STATUS_FILTERS as readonly (string | null)[]).includes(value);
}

function isSort(value: string | null): value is MemberSort {
  return (MEMBER_SORTS as readonly (string | null)[]).includes(value);
}

function isDirection(value: string | null): value is SortDirection {
  return (SORT_DIRECTIONS as readonly (string | null)[]).includes(value);
}

/** A page number from the address; anything else is page 1. */
function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1;
}

export function useMemberListParams() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const rawSort = params.get('sort');
  const sort = isSort(rawSort) ? rawSort : 'name';
  const rawDirection = params.get('dir');
  const current: MemberListParams = {
    search: params.get('q') ?? '',
    status: isStatusFilter(raw) ? raw : 'all',
    planId: params.get('plan') ?? '',
    overdue: params.get('overdue') === '1',
    sort,
    direction: isDirection(rawDirection) ? rawDirection : MEMBER_SORT_DEFAULT_DIRECTION[sort],
    page: pageOf(params.get('page')),
  };

  /** Sets some parameters (an empty value removes it); any change but the page's starts at page 1. */
  function update(changes: Record<string, string>, options: { replace?: boolean } = {}) {
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const [name, value] of Object.entries(changes)) {
        if (value === '') next.delete(name);
        else next.set(name, value);
      }
      if (!('page' in changes)) next.delete('page');
      return next;
    }, options);
  }

  return {
    params: current,
    filtered: current.search !== '' || current.status !== 'all' || current.planId !== '' || current.overdue,
    // Only when the search really changes (not for a typed space): browsers limit how often a page
    // may rewrite its address.
    setSearch: (text: string) => {
      if (text.trim() !== current.search) update({ q: text.trim() }, { replace: true });
    },
    setStatus: (status: MemberStatusFilter) => update({ status: status === 'all' ? '' : status }),
    setPlanId: (planId: string) => update({ plan: planId }),
    setOverdue: (overdue: boolean) => update({ overdue: overdue ? '1' : '' }),
    /** Orders by `sort`, in `direction` or else the column's own default; back to page 1. */
    setSort: (sort: MemberSort, direction: SortDirection = MEMBER_SORT_DEFAULT_DIRECTION[sort]) =>
      update({
        sort: sort === 'name' ? '' : sort,
        dir: direction === MEMBER_SORT_DEFAULT_DIRECTION[sort] ? '' : direction,
      }),
    setPage: (page: number) => update({ page: page === 1 ? '' : String(page) }),
    clearFilters: () => update({ q: '', status: '', plan: '', overdue: '' }),
  };
}
