import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Link, Redirect, useLocation, useSearch } from 'wouter';
import { signInInput } from '../../../shared/auth.schemas.js';
import { MESSAGES } from '../../../shared/messages.js';
import { afterSignIn } from '../../../shared/roles.js';
import { Alert } from '../../components/Alert.js';
import { AuthCard } from '../../components/AuthCard.js';
import { Button } from '../../components/Button.js';
import { Field } from '../../components/Field.js';
import { useFocusOnOutcome, useForm } from '../../lib/forms.js';
import { trpc } from '../../lib/trpc.js';
import { useSession } from '../session/useSession.js';

export function SignInPage() {
  const { user } = useSession();
  const params = new URLSearchParams(useSearch());
  const returnTo = params.get('returnTo');
  const justReset = params.get('reset') === '1';
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const form = useForm(signInInput, { email: '', password: '' });
  const signIn = trpc.auth.signIn.useMutation({
    onSuccess: async (result) => {
      await queryClient.invalidateQueries();
      navigate(afterSignIn(result.role, returnTo), { replace: true });
    },
  });

  // After a failed sign-in, focus goes to the message, so the person hears why and starts again.
  const failureRef = useFocusOnOutcome(signIn.error);
  if (user && !signIn.isPending && !signIn.isSuccess) return <Redirect to={afterSignIn(user.role, returnTo)} replace />;

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = form.validate();
    if (input) signIn.mutate(input);
  }

  return (
    <AuthCard
      title="Sign In"
      footer={
        <p>
          Don't have an account? <Link href="/signup">Sign Up</Link>
        </p>
      }
    >
      {signIn.isError && (
        <Alert tone="error" ref={failureRef} tabIndex={-1}>
          {MESSAGES.signInFailed}
        </Alert>
      )}
      {justReset && !signIn.isError && <Alert tone="success">{MESSAGES.resetDone}</Alert>}
      <form ref={form.ref} onSubmit={submit} noValidate>
        <Field label="Email" type="email" autoComplete="email" required {...form.field('email')} />
        <Field label="Password" type="password" autoComplete="current-password" required {...form.field('password')} />
        <Button type="submit" className="btn-block" pending={signIn.isPending}>
          Sign In
        </Button>
      </form>
      <p className="auth-aside">
        <Link href="/forgot-password">Forgot Password?</Link>
      </p>
    </AuthCard>
  );
}
