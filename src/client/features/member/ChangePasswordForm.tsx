// Change Password on the Member Dashboard. The shared schema catches a mismatch (and a short new
// password) before anything is sent; success clears every field.
import { type FormEvent, useId } from 'react';
import { changePasswordInput } from '../../../shared/auth.schemas.js';
import { LIMITS } from '../../../shared/fields.js';
import { MESSAGES } from '../../../shared/messages.js';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { Field } from '../../components/Field.js';
import { invalidBecauseOf, useFocusOnOutcome, useForm } from '../../lib/forms.js';
import { trpc } from '../../lib/trpc.js';

const EMPTY = { currentPassword: '', newPassword: '', confirmNewPassword: '' };

export function ChangePasswordForm() {
  const headingId = useId();
  const mismatchId = useId();
  const form = useForm(changePasswordInput, EMPTY);
  const change = trpc.auth.changePassword.useMutation({
    onSuccess: () => form.reset(),
    onError: (error) => form.showServerErrors(error),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    // A new attempt replaces the last outcome, so an old success never sits above a new mistake.
    change.reset();
    const input = form.validate();
    if (input) change.mutate(input);
  }

  // The spec shows the mismatch above the form; the field is still marked invalid.
  const mismatch = form.fieldErrors.confirmNewPassword === MESSAGES.changePasswordMismatch;
  // The outcome takes focus; a failure with field messages focuses the first bad field instead.
  const failedAboveForm = change.isError && Object.keys(form.fieldErrors).length === 0;
  const outcomeRef = useFocusOnOutcome(change.data ?? (failedAboveForm ? change.error : null));

  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>Change Password</h2>
      {mismatch && (
        <div id={mismatchId}>
          <Alert tone="error">{MESSAGES.changePasswordMismatch}</Alert>
        </div>
      )}
      {change.isError && !mismatch && (
        <Alert tone="error" ref={outcomeRef} tabIndex={-1}>
          {/* The spec: "Any other failure shows 'Failed to update password'", whatever the cause. */}
          {MESSAGES.changePasswordFailed}
        </Alert>
      )}
      {change.isSuccess && (
        <Alert tone="success" ref={outcomeRef} tabIndex={-1}>
          {change.data.message || MESSAGES.changePasswordDone}
        </Alert>
      )}
      <form ref={form.ref} onSubmit={submit} noValidate aria-labelledby={headingId}>
        <Field
          label="Current Password"
          type="password"
          autoComplete="current-password"
          required
          {...form.field('currentPassword')}
        />
        <Field
          label="New Password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${LIMITS.passwordMin} characters.`}
          required
          {...form.field('newPassword')}
        />
        <Field
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
          required
          {...form.field('confirmNewPassword')}
          error={mismatch ? undefined : form.fieldErrors.confirmNewPassword}
          {...(mismatch ? invalidBecauseOf(mismatchId) : {})}
        />
        <Button type="submit" pending={change.isPending}>
          Change Password
        </Button>
      </form>
    </section>
  );
}
