// The member picker as a form uses it (Create Bill, Notifications): it feeds the form's memberId field,
// remembers who was chosen (for the success message) and can be cleared after a send.
import { type ChangeEvent, useState } from 'react';
import { MemberPicker, type PickedMember } from './MemberPicker.js';

interface MemberField {
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

export function useMemberPicker(field: MemberField, options: { required?: boolean } = {}) {
  const [member, setMember] = useState<PickedMember | null>(null);
  // The form's own reset empties the id; the picker follows it.
  const chosen = member?.id === field.value ? member : null;
  return {
    memberName: chosen?.name ?? 'the member',
    clear() {
      setMember(null);
    },
    picker: (
      <MemberPicker
        value={chosen}
        error={field.error}
        required={options.required}
        onChange={(next) => {
          setMember(next);
          field.onChange({ target: { value: next?.id ?? '' } } as ChangeEvent<HTMLInputElement>);
        }}
      />
    ),
  };
}
