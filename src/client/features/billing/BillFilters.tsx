// "Status" and "Member" filters over the bill list.

import { useState } from 'react';
import { BILL_FILTER_LABELS, BILL_FILTERS, type BillFilter } from '../../../shared/billing.schemas.js';
import { SelectField } from '../../components/SelectField.js';
import { MemberPicker, type PickedMember } from '../members/MemberPicker.js';

interface BillFiltersProps {
  status: BillFilter;
  memberId: string;
  /** The filtered member's name, once a bill has told it (the address holds only the id). */
  knownMember: PickedMember | null;
  onStatusChange: (status: BillFilter) => void;
  onMemberChange: (memberId: string) => void;
}

export function BillFilters(props: BillFiltersProps) {
  // Who was just picked, named at once (the address's id is looked up again only on a reload).
  const [picked, setPicked] = useState<PickedMember | null>(null);
  const member =
    picked?.id === props.memberId ? picked : props.knownMember?.id === props.memberId ? props.knownMember : null;
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
      <MemberPicker
        value={member}
        hint="Empty: every member's bills."
        onChange={(next) => {
          setPicked(next);
          props.onMemberChange(next?.id ?? '');
        }}
      />
    </fieldset>
  );
}
