// A sortable column heading of the Member List: a button inside the <th>, the sorted column marked
// with aria-sort so a screen reader says which way it runs. Choosing the sorted column again turns
// it round; another column starts in its own default direction (names A–Z, the rest biggest or
// latest first). The arrow is drawn by the stylesheet from aria-sort, so it is never read out twice.
import type { MemberSort, SortDirection } from '../../../shared/members.schemas.js';

export interface MemberOrder {
  sort: MemberSort;
  direction: SortDirection;
}

interface MemberSortHeaderProps {
  column: MemberSort;
  label: string;
  order: MemberOrder;
  onSort: (column: MemberSort) => void;
  className?: string;
}

export function MemberSortHeader({ column, label, order, onSort, className }: MemberSortHeaderProps) {
  const sorted = order.sort === column;
  return (
    <th
      scope="col"
      className={className}
      aria-sort={sorted ? (order.direction === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <button type="button" className="sort-button" onClick={() => onSort(column)}>
        {label}
      </button>
    </th>
  );
}
