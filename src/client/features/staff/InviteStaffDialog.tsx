// "Invite staff": name, email and role. The server makes the account and mails a link (valid 7 days)
// to set a password; an email already in use is refused beside the field.
import type { FormEvent } from 'react';
import { inviteStaffInput } from '../../../shared/staff.schemas.js';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { Field } from '../../components/Field.js';
import { DialogCancel, FormDialog } from '../../components/FormDialog.js';
import { formLevelError } from '../../lib/errors.js';
import { useForm } from '../../lib/forms.js';
import { trpc } from '../../lib/trpc.js';
import { StaffRoleField } from './StaffRoleField.js';

export function InviteStaffDialog({ onInvited }: { onInvited: (text: string) => void }) {
  return (
    <FormDialog
      triggerLabel="Invite staff"
      triggerVariant="primary"
      title="Invite staff"
      description="They get an email with a link, valid for 7 days, to choose a password."
    >
      {(close) => (
        <InviteStaffForm
          onInvited={(text) => {
            close(true);
            onInvited(text);
          }}
        />
      )}
    </FormDialog>
  );
}

function InviteStaffForm({ onInvited }: { onInvited: (text: string) => void }) {
  const utils = trpc.useUtils();
  const form = useForm(inviteStaffInput, { name: '', email: '', role: 'frontdesk' });
  const invite = trpc.staff.invite.useMutation({
    onSuccess: async (_, input) => {
      await utils.staff.list.invalidate();
      onInvited(`Invitation sent to ${input.email}.`);
    },
    onError: (error) => form.showServerErrors(error),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    invite.reset();
    const input = form.validate();
    if (input) invite.mutate(input);
  }

  const formError = formLevelError(invite.error, 'Could not send the invitation. Please try again.');
  return (
    <form ref={form.ref} onSubmit={submit} noValidate aria-label="Invite staff">
      {formError && <Alert tone="error">{formError}</Alert>}
      <Field label="Name" autoComplete="off" required {...form.field('name')} />
      <Field label="Email" type="email" autoComplete="off" required {...form.field('email')} />
      <StaffRoleField {...form.field('role')} />
      <div className="dialog-actions">
        <DialogCancel disabled={invite.isPending} />
        <Button type="submit" pending={invite.isPending}>
          Send invitation
        </Button>
      </div>
    </form>
  );
}
