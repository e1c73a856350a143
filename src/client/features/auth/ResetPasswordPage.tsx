// /reset-password?token=…: asks the server on load whether the link still works, so a used or
// expired link says so at once instead of after a new password has been typed twice. The spec's
// messages stay for the submit path (a link used up in another tab meanwhile, a server failure).
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { resetPasswordInput } from '../../../shared/auth.schemas.js';
import { MESSAGES } from '../../../shared/messages.js';
import { Alert } from '../../components/Alert.js';
import { AuthCard } from '../../components/AuthCard.js';
import { Button } from '../../components/Button.js';
import { Loading } from '../../components/Loading.js';
import { errorCodeOf, messageOf } from '../../lib/errors.js';
import { useFocusOnOutcome, useForm } from '../../lib/forms.js';
import { trpc } from '../../lib/trpc.js';
import { NewPasswordFields } from './NewPasswordFields.js';

export const RESET_LINK_USED_UP = 'This reset link has expired or was already used.';

const RequestNewLink = () => <Link href="/forgot-password">Request a new link</Link>;

export function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const check = trpc.auth.checkResetToken.useMutation();
  const { mutate: checkToken } = check;

  useEffect(() => {
    if (token) checkToken({ token });
  }, [token, checkToken]);

  if (!token) {
    return (
      <AuthCard title="Choose a New Password">
        <Alert tone="error">{MESSAGES.resetLinkInvalid}</Alert>
        <p>
          <RequestNewLink />
        </p>
      </AuthCard>
    );
  }
  if (check.isIdle || check.isPending) {
    return (
      <AuthCard title="Choose a New Password">
        <Loading label="Checking your reset link..." />
      </AuthCard>
    );
  }
  if (check.data?.usable === false) {
    return (
      <AuthCard title="Choose a New Password">
        <Alert tone="error">
          {RESET_LINK_USED_UP} <RequestNewLink />
        </Alert>
      </AuthCard>
    );
  }
  // Usable, or the check itself failed (e.g. rate-limited): the form, whose submit has the last word.
  return <NewPasswordForm token={token} />;
}

function NewPasswordForm({ token }: { token: string }) {
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

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = form.validate({ token });
    if (input) reset.mutate(input);
  }

  const linkInvalid = reset.isError && errorCodeOf(reset.error) === 'BAD_REQUEST' && !form.fieldErrors.password;
  const showsAlert = reset.isError && (linkInvalid || errorCodeOf(reset.error) !== 'BAD_REQUEST');
  const alertRef = useFocusOnOutcome(showsAlert ? reset.error : null);
  return (
    <AuthCard title="Choose a New Password">
      {showsAlert && (
        <Alert tone="error" ref={alertRef} tabIndex={-1}>
          {linkInvalid ? messageOf(reset.error, MESSAGES.resetLinkInvalid) : MESSAGES.resetFailed}
          {linkInvalid && (
            <>
              {' '}
              <RequestNewLink />
            </>
          )}
        </Alert>
      )}
      <form ref={form.ref} onSubmit={submit} noValidate>
        <NewPasswordFields
          label="New Password"
          password={form.field('password')}
          confirm={form.field('confirmPassword')}
        />
        <Button type="submit" className="btn-block" pending={reset.isPending}>
          Reset Password
        </Button>
      </form>
    </AuthCard>
  );
}
