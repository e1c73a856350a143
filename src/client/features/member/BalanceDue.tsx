// "Balance due: $12.50" (in the gym's currency): what the member owes on open bills, above the spec's Bill Receipts.
import { Button } from '../../components/Button.js';
import { Loading } from '../../components/Loading.js';
import { useGymFormat } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';

export function BalanceDue() {
  const format = useGymFormat();
  const balance = trpc.bills.balanceMine.useQuery();
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
  return (
    <p className="balance-due">
      Balance due: <strong>{format.money(balance.data.balanceDueCents)}</strong>
    </p>
  );
}
