// "Status" and "Member" filters over the bill list.
import { BILL_FILTER_LABELS, BILL_FILTERS, type BillFilter } from '../../../shared/billing.schemas.js';
import { SelectField } from '../../components/SelectField.js';
import { type MemberOption, MemberSelect } from '../members/MemberSelect.js';

interface BillFiltersProps {
  status: BillFilter;
  memberId: string;
  /** The filtered member's name, once a bill has told it (the address holds only the id). */
  knownMember: MemberOption | null;
  onStatusChange: (status: BillFilter) => void;
  onMemberChange: (memberId: string) => void;
}

export function BillFilters(props: BillFiltersProps) {
  return (
    <fieldset className="bill-filters">
      <legend>Filter bills</legend>
      <SelectField
        label="Status"
        value={props.status}
        onChange={(event) => props.onStatusChange(event.target.value as BillFilter)}
      >
        {BILL_FILTERS.map((filter) => (
          <option key={filter} value={filter}>
            {BILL_FILTER_LABELS[filter]}
          </option>
        ))}
      </SelectField>
      <MemberSelect
        value={props.memberId}
        emptyLabel="All members"
        known={props.knownMember}
        onChange={(memberId) => props.onMemberChange(memberId)}
      />
    </fieldset>
  );
}
