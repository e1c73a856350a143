// The member picker as the Billing and Notifications forms use it: it feeds the form's memberId field,
// remembers who was chosen (for the success message) and can be cleared, search text included.
import { type ChangeEvent, useState } from 'react';
import { type MemberOption, MemberSelect } from './MemberSelect.js';

interface MemberField {
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
}

export function useMemberPicker(field: MemberField) {
  const [member, setMember] = useState<MemberOption | null>(null);
  // A new key remounts the picker, which clears its search box along with the choice.
  const [key, setKey] = useState(0);
  return {
    memberName: member?.name ?? 'the member',
    clear() {
      setMember(null);
      setKey((current) => current + 1);
    },
    picker: (
      <MemberSelect
        key={key}
        value={field.value}
        error={field.error}
        onChange={(memberId, chosen) => {
          setMember(chosen);
          field.onChange({ target: { value: memberId } } as ChangeEvent<HTMLSelectElement>);
        }}
      />
    ),
  };
}
