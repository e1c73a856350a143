// /confirm-email?token=…: the link sent to a new address. The change happens on "Confirm new email"
// (not on opening the page, which mail scanners do too); it works signed in or out. An expired or
// used link says so, with the way to ask again.
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearch } from 'wouter';
import { Alert } from '../../components/Alert.js';
import { AuthCard } from '../../components/AuthCard.js';
import { Button } from '../../components/Button.js';
import { errorCodeOf, messageOf } from '../../lib/errors.js';
import { useFocusOnOutcome } from '../../lib/forms.js';
import { trpc } from '../../lib/trpc.js';
import { useSession } from '../session/useSession.js';

const NO_TOKEN = 'This link is not complete. Open the link from the email again, or ask for a new one on My profile.';

export default function ConfirmEmailPage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const { user } = useSession();
  const queryClient = useQueryClient();
  const confirm = trpc.profile.confirmEmailChange.useMutation({
    // The account's details changed (and its other sessions ended): every screen asks again.
    onSuccess: () => queryClient.invalidateQueries(),
  });
  const outcomeRef = useFocusOnOutcome(confirm.data ?? confirm.error);
  const next = user ? (
    <Link href="/member/profile">Go to My profile</Link>
  ) : (
    <Link href="/signin">Sign in with your new email</Link>
  );

  if (!token) {
    return (
      <AuthCard title="Confirm your new email">
        <Alert tone="error">{NO_TOKEN}</Alert>
      </AuthCard>
    );
  }
  if (confirm.isSuccess) {
    return (
      <AuthCard title="Confirm your new email">
        <Alert tone="success" ref={outcomeRef} tabIndex={-1}>
          {`Your email address is now ${confirm.data.email}.`}
        </Alert>
        <p>{next}</p>
      </AuthCard>
    );
  }
  // Expired, used, or the address taken meanwhile: this link will never work; a new one might.
  const final = confirm.isError && ['BAD_REQUEST', 'CONFLICT'].includes(errorCodeOf(confirm.error) ?? '');
  return (
    <AuthCard title="Confirm your new email">
      {confirm.isError ? (
        <Alert tone="error" ref={outcomeRef} tabIndex={-1}>
          {messageOf(confirm.error, 'Could not confirm the change. Please try again.')}
        </Alert>
      ) : (
        <p>Confirm that you want to use this address for your account from now on.</p>
      )}
      {final ? (
        <p>{user ? <Link href="/member/profile">Go to My profile</Link> : <Link href="/signin">Sign in</Link>}</p>
      ) : (
        <Button pending={confirm.isPending} onClick={() => confirm.mutate({ token })}>
          Confirm new email
        </Button>
      )}
    </AuthCard>
  );
}
