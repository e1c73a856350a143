// A new password typed twice, as sign-up, the reset page and the invitation page ask for it: the
// same autocomplete hints (so password managers offer to generate one) and the same length hint.
import type { ComponentProps } from 'react';
import { LIMITS } from '../../../shared/fields.js';
import { Field } from '../../components/Field.js';

type FieldProps = Omit<ComponentProps<typeof Field>, 'label' | 'type'>;

interface NewPasswordFieldsProps {
  /** "Password" on sign-up and invitations, "New Password" on the reset page. */
  label: string;
  password: FieldProps;
  confirm: FieldProps;
}

export function NewPasswordFields({ label, password, confirm }: NewPasswordFieldsProps) {
  return (
    <>
      <Field
        label={label}
        type="password"
        autoComplete="new-password"
        hint={`At least ${LIMITS.passwordMin} characters.`}
        required
        {...password}
      />
      <Field label={`Confirm ${label}`} type="password" autoComplete="new-password" required {...confirm} />
    </>
  );
}
