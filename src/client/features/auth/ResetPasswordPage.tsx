import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { resetPasswordInput } from '../../../shared/auth.schemas.js';
import { LIMITS } from '../../../shared/fields.js';
import { MESSAGES } from '../../../shared/messages.js';
import { Alert } from '../../components/Alert.js';
import { AuthCard } from '../../components/AuthCard.js';
import { Button } from '../../components/Button.js';
import { Field } from '../../components/Field.js';
import { errorCodeOf, messageOf } from '../../lib/errors.js';
import { useForm } from '../../lib/forms.js';
import { trpc } from '../../lib/trpc.js';

export function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const form = useForm(resetPasswordInput, { password: '', confirmPassword: '' });
  const reset = trpc.auth.resetPassword.useMutation({
    onSuccess: async () => {
      // Every session of the account has ended, this browser's included.
      await queryClient.invalidateQueries();
      navigate('/signin?reset=1', { replace: true });
    },
    onError: (error) => form.showServerErrors(error),
  });

  if (!token) {
    return (
      <AuthCard title="Choose a New Password">
        <Alert tone="error">{MESSAGES.resetLinkInvalid}</Alert>
        <p>
          <Link href="/forgot-password">Request a new link</Link>
        </p>
      </AuthCard>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = form.validate({ token });
    if (input) reset.mutate(input);
  }

  const linkInvalid = reset.isError && errorCodeOf(reset.error) === 'BAD_REQUEST' && !form.fieldErrors.password;
  return (
    <AuthCard title="Choose a New Password">
      {reset.isError && (linkInvalid || errorCodeOf(reset.error) !== 'BAD_REQUEST') && (
        <Alert tone="error">
          {linkInvalid ? messageOf(reset.error, MESSAGES.resetLinkInvalid) : MESSAGES.resetFailed}
          {linkInvalid && (
            <>
              {' '}
              <Link href="/forgot-password">Request a new link</Link>
            </>
          )}
        </Alert>
      )}
      <form ref={form.ref} onSubmit={submit} noValidate>
        <Field
          label="New Password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${LIMITS.passwordMin} characters.`}
          required
          {...form.field('password')}
        />
        <Field
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
          required
          {...form.field('confirmPassword')}
        />
        <Button type="submit" className="btn-block" pending={reset.isPending}>
          Reset Password
        </Button>
      </form>
    </AuthCard>
  );
}
