// "Sort by" on a phone, where the cards have no column headings to press: every column and direction
// as one choice, written as what comes first.
import { MEMBER_SORTS, type MemberSort, type SortDirection } from '../../../shared/members.schemas.js';
import { SelectField } from '../../components/SelectField.js';
import type { MemberOrder } from './MemberSortHeader.js';

const CHOICES: Record<MemberSort, Record<SortDirection, string>> = {
  name: { asc: 'Name (A–Z)', desc: 'Name (Z–A)' },
  balance: { desc: 'Balance (highest first)', asc: 'Balance (lowest first)' },
  joined: { desc: 'Joined (newest first)', asc: 'Joined (oldest first)' },
  lastVisit: { desc: 'Last visit (latest first)', asc: 'Last visit (longest ago first)' },
};

interface MemberSortSelectProps {
  order: MemberOrder;
  onChange: (sort: MemberSort, direction: SortDirection) => void;
}

export function MemberSortSelect({ order, onChange }: MemberSortSelectProps) {
  return (
    <SelectField
      label="Sort by"
      value={`${order.sort}:${order.direction}`}
      onChange={(event) => {
        const [sort, direction] = event.target.value.split(':') as [MemberSort, SortDirection];
        onChange(sort, direction);
      }}
    >
      {MEMBER_SORTS.flatMap((sort) =>
        Object.entries(CHOICES[sort]).map(([direction, label]) => (
          <option key={`${sort}:${direction}`} value={`${sort}:${direction}`}>
            {label}
          </option>
        )),
      )}
    </SelectField>
  );
}
