// "Balance due: $12.50" (in the gym's currency): what the member owes on open bills, above the spec's Bill Receipts,
// with "Pay now" for all of it when the gym takes payments online. The amount sent is the one shown: the
// server refuses it if the balance has changed meanwhile, and the balance is read again.
import { Button } from '../../components/Button.js';
import { Loading } from '../../components/Loading.js';
import { useGymFormat } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';
import { PayNowButton } from '../online-payments/PayNowButton.js';
import { useOnlinePayments } from '../online-payments/useOnlinePayments.js';

export function BalanceDue() {
  const format = useGymFormat();
  const balance = trpc.bills.balanceMine.useQuery();
  const online = useOnlinePayments();
  const payBalance = trpc.onlinePayments.payBalance.useMutation();
  if (balance.isPending) {
    return (
      <div className="balance-due">
        <Loading label="Loading balance..." />
      </div>
    );
  }
  if (balance.isError) {
    return (
      <div className="balance-due balance-error">
        <p role="alert">Could not load your balance.</p>
        <Button variant="secondary" pending={balance.isFetching} onClick={() => balance.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const dueCents = balance.data.balanceDueCents;
  return (
    <div className="balance-due-row">
      <p className="balance-due">
        Balance due: <strong>{format.money(dueCents)}</strong>
      </p>
      {online.enabled && dueCents > 0 && (
        <PayNowButton
          ariaLabel={`Pay now: ${format.money(dueCents)}`}
          start={() => payBalance.mutateAsync({ amount: format.canonicalAmount(dueCents) })}
          onRefused={() => void balance.refetch()}
        />
      )}
    </div>
  );
}
