// /accept-invitation?token=…: the link in an invitation mail (staff invited in the Staff section,
// members added at the desk). It greets the person by name and role, takes a password twice, signs
// them in and goes to their home. An unusable link (used, expired, unknown) says so and where to turn.
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { isStaff, ROLE_LABELS, type Role } from '../../../shared/roles.js';
import { acceptInvitationInput, STAFF_MESSAGES } from '../../../shared/staff.schemas.js';
import { Alert } from '../../components/Alert.js';
import { AuthCard } from '../../components/AuthCard.js';
import { Button } from '../../components/Button.js';
import { Loading } from '../../components/Loading.js';
import { errorCodeOf, messageOf } from '../../lib/errors.js';
import { useFocusOnOutcome, useForm } from '../../lib/forms.js';
import { trpc } from '../../lib/trpc.js';
import { NewPasswordFields } from '../auth/NewPasswordFields.js';

const TITLE = 'Set Your Password';

/** Where to go from a link that cannot be used: whoever invited them can send a new one. */
function Unusable({ message }: { message: string }) {
  return (
    <AuthCard title={TITLE}>
      <Alert tone="error">{message}</Alert>
      <p>
        Ask the gym to send you a new invitation. Already set your password? <Link href="/signin">Sign in</Link>.
      </p>
    </AuthCard>
  );
}

export function AcceptInvitationPage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const check = trpc.auth.checkInvitation.useMutation();
  const { mutate: checkInvitation } = check;

  useEffect(() => {
    if (token) checkInvitation({ token });
  }, [token, checkInvitation]);

  if (!token) return <Unusable message={STAFF_MESSAGES.invitationUnusable} />;
  if (check.isIdle || check.isPending) {
    return (
      <AuthCard title={TITLE}>
        <Loading label="Checking your invitation..." />
      </AuthCard>
    );
  }
  if (check.isError)
    return <Unusable message={messageOf(check.error, 'Could not check your invitation. Please try again.')} />;
  if (!check.data.usable) return <Unusable message={check.data.message} />;
  return <PasswordForm token={token} name={check.data.name} role={check.data.role} />;
}

function greeting(name: string, role: Role): string {
  return isStaff(role) ? `Welcome, ${name}. You are joining the team as ${ROLE_LABELS[role]}.` : `Welcome, ${name}.`;
}

function PasswordForm({ token, name, role }: { token: string; name: string; role: Role }) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const form = useForm(acceptInvitationInput, { password: '', confirmPassword: '' });
  const accept = trpc.auth.acceptInvitation.useMutation({
    onSuccess: async (result) => {
      // Signed in now: every query (the session first) is asked again.
      await queryClient.invalidateQueries();
      navigate(result.redirectTo, { replace: true });
    },
    onError: (error) => form.showServerErrors(error),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = form.validate({ token });
    if (input) accept.mutate(input);
  }

  const linkInvalid = accept.isError && errorCodeOf(accept.error) === 'BAD_REQUEST' && !form.fieldErrors.password;
  const showsAlert = accept.isError && (linkInvalid || errorCodeOf(accept.error) !== 'BAD_REQUEST');
  const alertRef = useFocusOnOutcome(showsAlert ? accept.error : null);
  return (
    <AuthCard title={TITLE}>
      <p>{greeting(name, role)} Choose a password to sign in.</p>
      {showsAlert && (
        <Alert tone="error" ref={alertRef} tabIndex={-1}>
          {messageOf(accept.error, 'Could not set your password. Please try again.')}
        </Alert>
      )}
      <form ref={form.ref} onSubmit={submit} noValidate>
        <NewPasswordFields label="Password" password={form.field('password')} confirm={form.field('confirmPassword')} />
        <Button type="submit" className="btn-block" pending={accept.isPending}>
          Set password and sign in
        </Button>
      </form>
    </AuthCard>
  );
}
