// "Download my data" and "Close my account". Closing asks first and says what is erased and what is
// kept; an administrator carries it out, and until then the member may "Withdraw".
import { useId } from 'react';
import { MY_DATA_PATH } from '../../../shared/account.schemas.js';
import { ActionMessageView } from '../../components/ActionMessageView.js';
import { Button } from '../../components/Button.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { LoadError } from '../../components/LoadError.js';
import { Loading } from '../../components/Loading.js';
import { messageOf } from '../../lib/errors.js';
import { useGymFormat } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';
import { useActionMessage } from '../../lib/useActionMessage.js';

export function DownloadDataCard() {
  const titleId = useId();
  return (
    <section className="card account-card" aria-labelledby={titleId}>
      <div className="section-header">
        <h2 id={titleId}>Your data</h2>
      </div>
      <p>
        A file (JSON) of everything the gym keeps about you: your profile, membership, passes, bills, payments,
        check-ins, bookings, notifications and waiver acceptances.
      </p>
      <a className="btn btn-secondary" href={MY_DATA_PATH} download>
        Download my data
      </a>
    </section>
  );
}

export const CLOSE_EXPLAINED =
  'An administrator will erase your personal data: your name, email, phone, emergency contact, sign-in, saved card, ' +
  'notifications and messages. Your bills, payments, refunds, check-ins and bookings are kept for the gym’s ' +
  'accounts, under "Former member" and a number. Your membership ends and you can no longer sign in. ' +
  'Until an administrator acts you can withdraw the request.';

export function CloseAccountCard() {
  const titleId = useId();
  const format = useGymFormat();
  const utils = trpc.useUtils();
  const action = useActionMessage();
  const closure = trpc.account.myClosure.useQuery();
  const refresh = () => utils.account.myClosure.invalidate();
  const request = trpc.account.requestClosure.useMutation({
    onSuccess: async () => {
      await refresh();
      action.success('Your request to close your account was sent to the gym.');
    },
    onError: (error) => action.failure(messageOf(error, 'Could not send your request. Please try again.')),
  });
  const withdraw = trpc.account.withdrawClosure.useMutation({
    onSuccess: async () => {
      await refresh();
      action.success('Your request was withdrawn. Your account stays open.');
    },
    onError: (error) => action.failure(messageOf(error, 'Could not withdraw your request. Please try again.')),
  });

  let body: React.ReactNode;
  if (closure.isPending) body = <Loading label="Loading..." />;
  else if (closure.isError) {
    body = (
      <LoadError
        error={closure.error}
        fallback="Could not load your account's status."
        retry={() => void closure.refetch()}
        retrying={closure.isFetching}
      />
    );
  } else if (closure.data?.status === 'requested') {
    body = (
      <>
        <p>
          You asked to close your account on {format.date(closure.data.requestedAt)}. An administrator will erase your
          personal data.
        </p>
        <Button variant="secondary" pending={withdraw.isPending} onClick={() => withdraw.mutate()}>
          Withdraw
        </Button>
      </>
    );
  } else {
    body = (
      <ConfirmDialog
        triggerLabel="Close my account"
        title="Close your account?"
        description={CLOSE_EXPLAINED}
        confirmLabel="Close my account"
        onConfirm={() => request.mutateAsync()}
      />
    );
  }
  return (
    <section className="card account-card" aria-labelledby={titleId}>
      <div className="section-header">
        <h2 id={titleId}>Close my account</h2>
      </div>
      <ActionMessageView action={action} />
      {body}
    </section>
  );
}
