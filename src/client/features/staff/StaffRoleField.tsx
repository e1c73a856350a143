// The staff roles to choose from, as inviting someone and changing a role both offer them.
import type { ComponentProps } from 'react';
import { ROLE_LABELS, STAFF_ROLES } from '../../../shared/roles.js';
import { SelectField } from '../../components/SelectField.js';

export function StaffRoleField(props: Omit<ComponentProps<typeof SelectField>, 'label' | 'children'>) {
  return (
    <SelectField label="Role" {...props}>
      {STAFF_ROLES.map((role) => (
        <option key={role} value={role}>
          {ROLE_LABELS[role]}
        </option>
      ))}
    </SelectField>
  );
}
