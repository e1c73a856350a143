// "Change role": the new role takes effect on the person's very next request (the server reads the
// role with the session each time).
import type { FormEvent } from 'react';
import { ROLE_LABELS } from '../../../shared/roles.js';
import { changeRoleInput } from '../../../shared/staff.schemas.js';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { DialogCancel, FormDialog } from '../../components/FormDialog.js';
import { formLevelError } from '../../lib/errors.js';
import { useForm } from '../../lib/forms.js';
import { trpc } from '../../lib/trpc.js';
import { StaffRoleField } from './StaffRoleField.js';
import type { StaffListItem } from './types.js';

interface ChangeRoleProps {
  person: StaffListItem;
  onChanged: (text: string) => void;
}

export function ChangeRoleDialog({ person, onChanged }: ChangeRoleProps) {
  return (
    <FormDialog
      triggerLabel="Change role"
      title={`Change ${person.name}'s role`}
      description="The new role applies from their next click; they see only what it allows."
    >
      {(close) => (
        <ChangeRoleForm
          person={person}
          onChanged={(text) => {
            close(true);
            onChanged(text);
          }}
        />
      )}
    </FormDialog>
  );
}

function ChangeRoleForm({ person, onChanged }: ChangeRoleProps) {
  const utils = trpc.useUtils();
  const form = useForm(changeRoleInput, { role: person.role as string });
  const change = trpc.staff.changeRole.useMutation({
    onSuccess: async (_, input) => {
      await utils.staff.list.invalidate();
      onChanged(`${person.name} is now ${ROLE_LABELS[input.role]}.`);
    },
    onError: (error) => form.showServerErrors(error),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    change.reset();
    const input = form.validate({ userId: person.id });
    if (input) change.mutate(input);
  }

  const formError = formLevelError(change.error, 'Could not change the role. Please try again.');
  return (
    <form ref={form.ref} onSubmit={submit} noValidate aria-label={`Change ${person.name}'s role`}>
      {formError && <Alert tone="error">{formError}</Alert>}
      <StaffRoleField {...form.field('role')} />
      <div className="dialog-actions">
        <DialogCancel disabled={change.isPending} />
        <Button type="submit" pending={change.isPending}>
          Save role
        </Button>
      </div>
    </form>
  );
}
