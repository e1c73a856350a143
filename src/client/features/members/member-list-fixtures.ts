// members.list answered over a table, filtering and paging like the server, for the Member List tests.
import { vi } from 'vitest';
import { type ListMembersInput, MEMBER_SORT_DEFAULT_DIRECTION } from '../../../shared/members.schemas.js';
import type { MemberRow } from '../../test/money-fixtures.js';
import { trpcQuery } from '../../test/trpc-msw.js';

/** A row with the member's plan id, so the Plan filter can be answered. */
export type TableRow = MemberRow & { planId?: string; overdue?: boolean };

export function memberTable(rows: TableRow[]) {
  const list = vi.fn((input: ListMembersInput) => {
    const page = input.page ?? 1;
    const pageSize = input.pageSize ?? 20;
    // Only ASCII case here: the folding itself is the server's (tested in members.list.test.ts).
    const search = input.search?.toLowerCase();
    const found = rows.filter(
      (row) =>
        (!search || row.name.toLowerCase().includes(search) || (row.email ?? '').includes(search)) &&
        (!input.status || input.status === 'all' || row.status === input.status) &&
        (!input.planId || row.planId === input.planId) &&
        (!input.overdue || row.overdue),
    );
    // Rows come in the order given (already by name) unless another order is asked for.
    const sort = input.sort ?? 'name';
    const key = (row: TableRow) =>
      ({ name: row.name, balance: row.balanceCents, joined: row.joinDate ?? '', lastVisit: row.lastVisitAt ?? '' })[
        sort
      ];
    if (input.sort || input.direction) {
      // Ascending by the key (a missing day counts as the earliest, as on the server), then turned round.
      found.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
      if ((input.direction ?? MEMBER_SORT_DEFAULT_DIRECTION[sort]) === 'desc') found.reverse();
    }
    const items = found
      .slice((page - 1) * pageSize, page * pageSize)
      .map(({ planId: _plan, overdue: _overdue, ...row }) => row);
    return { items, total: found.length, page, pageSize };
  });
  return { list, handler: trpcQuery<ListMembersInput>('members.list', list) };
}
