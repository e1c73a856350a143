import type { FormEvent } from 'react';
import { Link } from 'wouter';
import { forgotPasswordInput } from '../../../shared/auth.schemas.js';
import { MESSAGES } from '../../../shared/messages.js';
import { Alert } from '../../components/Alert.js';
import { AuthCard } from '../../components/AuthCard.js';
import { Button } from '../../components/Button.js';
import { Field } from '../../components/Field.js';
import { errorCodeOf } from '../../lib/errors.js';
import { useFocusOnOutcome, useForm } from '../../lib/forms.js';
import { trpc } from '../../lib/trpc.js';

export function ForgotPasswordPage() {
  const form = useForm(forgotPasswordInput, { email: '' });
  const request = trpc.auth.requestPasswordReset.useMutation({ onError: (error) => form.showServerErrors(error) });

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = form.validate();
    if (input) request.mutate(input);
  }

  const failed = request.isError && errorCodeOf(request.error) !== 'BAD_REQUEST';
  // The outcome takes focus: the confirmation, or the failure (field mistakes focus their field).
  const outcomeRef = useFocusOnOutcome(request.data ?? (failed ? request.error : null));
  return (
    <AuthCard
      title="Reset Password"
      footer={
        <p>
          Remembered it? <Link href="/signin">Sign In</Link>
        </p>
      }
    >
      {failed && (
        <Alert tone="error" ref={outcomeRef} tabIndex={-1}>
          {MESSAGES.resetFailed}
        </Alert>
      )}
      {request.isSuccess && (
        <Alert tone="success" ref={outcomeRef} tabIndex={-1}>
          {MESSAGES.resetSent}
        </Alert>
      )}
      <p className="muted">Enter the email of your account and we will send you a link to choose a new password.</p>
      <form ref={form.ref} onSubmit={submit} noValidate>
        <Field label="Email" type="email" autoComplete="email" required {...form.field('email')} />
        <Button type="submit" className="btn-block" pending={request.isPending}>
          Reset Password
        </Button>
      </form>
    </AuthCard>
  );
}
