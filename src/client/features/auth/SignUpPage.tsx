import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId } from 'react';
import { Link, useLocation } from 'wouter';
import { signUpInput } from '../../../shared/auth.schemas.js';
import { LIMITS } from '../../../shared/fields.js';
import { MESSAGES } from '../../../shared/messages.js';
import { Alert } from '../../components/Alert.js';
import { AuthCard } from '../../components/AuthCard.js';
import { Button } from '../../components/Button.js';
import { Field } from '../../components/Field.js';
import { errorCodeOf } from '../../lib/errors.js';
import { invalidBecauseOf, useFocusOnOutcome, useForm } from '../../lib/forms.js';
import { trpc } from '../../lib/trpc.js';
import { useWaiverConsent, WaiverConsent } from '../waiver/WaiverConsent.js';
import { NewPasswordFields } from './NewPasswordFields.js';

export function SignUpPage() {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const form = useForm(signUpInput, { name: '', email: '', password: '', confirmPassword: '' });
  const mismatchId = useId();
  // Shown only when the gym has a waiver; then the server refuses a sign-up without it.
  const waiver = useWaiverConsent();
  const signUp = trpc.auth.signUp.useMutation({
    onSuccess: async (result) => {
      await queryClient.invalidateQueries();
      navigate(result.redirectTo, { replace: true });
    },
    onError: (error) => {
      form.showServerErrors(error);
      waiver.afterRefusal(error);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = form.validate(waiver.fields());
    const waiverRefused = input ? waiver.refusal(input.name) : null;
    if (waiverRefused) form.showErrors(waiverRefused);
    else if (input) signUp.mutate(input);
  }

  // Mismatched passwords are caught before anything is sent, so no account is created.
  const mismatch = form.fieldErrors.confirmPassword === MESSAGES.signUpPasswordMismatch;
  const serverFailed = signUp.isError && errorCodeOf(signUp.error) !== 'BAD_REQUEST';
  const failureRef = useFocusOnOutcome(serverFailed ? signUp.error : null);

  return (
    <AuthCard
      title="Sign Up"
      footer={
        <p>
          Already have an account? <Link href="/signin">Sign In</Link>
        </p>
      }
    >
      {mismatch && (
        <div id={mismatchId}>
          <Alert tone="error">{MESSAGES.signUpPasswordMismatch}</Alert>
        </div>
      )}
      {serverFailed && (
        <Alert tone="error" ref={failureRef} tabIndex={-1}>
          {MESSAGES.signUpFailed}
        </Alert>
      )}
      <form ref={form.ref} onSubmit={submit} noValidate>
        <Field label="Name" autoComplete="name" maxLength={LIMITS.nameMax} required {...form.field('name')} />
        <Field
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={LIMITS.emailMax}
          required
          {...form.field('email')}
        />
        <NewPasswordFields
          label="Password"
          password={form.field('password')}
          confirm={{
            ...form.field('confirmPassword'),
            error: mismatch ? undefined : form.fieldErrors.confirmPassword,
            ...(mismatch ? invalidBecauseOf(mismatchId) : {}),
          }}
        />
        <WaiverConsent consent={waiver} errors={form.fieldErrors} level={2} />
        <Button type="submit" className="btn-block" pending={signUp.isPending}>
          Sign Up
        </Button>
      </form>
    </AuthCard>
  );
}
