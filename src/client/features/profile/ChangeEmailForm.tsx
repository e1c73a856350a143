// "Change email": the new address and the current password; the server mails a link to the new
// address, and nothing changes until it is opened.
import { type FormEvent, useId } from 'react';
import { EMAIL_CHANGE_TTL_HOURS, emailChangeInput } from '../../../shared/profile.schemas.js';
import { ActionMessageView } from '../../components/ActionMessageView.js';
import { Button } from '../../components/Button.js';
import { Field } from '../../components/Field.js';
import { useForm } from '../../lib/forms.js';
import { trpc } from '../../lib/trpc.js';
import { useActionMessage } from '../../lib/useActionMessage.js';
import { showSaveError } from '../settings/saveOutcome.js';

const EMPTY = { newEmail: '', currentPassword: '' };

export function ChangeEmailForm({ email, pendingEmail }: { email: string | null; pendingEmail: string | null }) {
  const headingId = useId();
  const outcome = useActionMessage();
  const utils = trpc.useUtils();
  const form = useForm(emailChangeInput, EMPTY);
  const change = trpc.profile.requestEmailChange.useMutation({
    onSuccess: async (answer) => {
      form.reset();
      await utils.profile.details.invalidate();
      outcome.success(
        `We sent a link to ${answer.sentTo}. Open it within ${EMAIL_CHANGE_TTL_HOURS} hours to confirm the change.`,
      );
    },
    onError: (error) => showSaveError(error, form, outcome, 'Could not ask for the change. Please try again.'),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    outcome.clear();
    change.reset();
    const input = form.validate();
    if (input) change.mutate(input);
  }

  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>Change email</h2>
      <p>
        Your email: <strong>{email ?? 'none'}</strong>
      </p>
      {pendingEmail && (
        <p className="muted">{`Waiting for confirmation: ${pendingEmail}. Open the link we sent there.`}</p>
      )}
      <form ref={form.ref} onSubmit={submit} noValidate aria-labelledby={headingId} className="profile-form">
        <Field label="New email" type="email" autoComplete="email" required {...form.field('newEmail')} />
        <Field
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          {...form.field('currentPassword')}
        />
        <ActionMessageView action={outcome} />
        <div>
          <Button type="submit" pending={change.isPending}>
            Change email
          </Button>
        </div>
      </form>
    </section>
  );
}
