// What a member owes, their open bills (oldest first) and "Collect <amount>": the desk's refusal card
// and Billing's "Record Payment" show the same block.
import './member-balance.css';
import { LoadError } from '../../components/LoadError.js';
import { Loading } from '../../components/Loading.js';
import { useGymFormat } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';
import { useMay } from '../session/useMay.js';
import { CollectBalanceDialog, type Collected } from './CollectBalanceDialog.js';

export function MemberBalance({
  member,
  onCollected,
}: {
  member: { id: string; name: string };
  onCollected: (c: Collected) => void;
}) {
  const format = useGymFormat();
  const may = useMay();
  const balance = trpc.payments.balanceOf.useQuery({ memberId: member.id });

  if (balance.isPending) return <Loading label="Loading balance..." />;
  if (balance.isError) {
    return (
      <LoadError
        error={balance.error}
        fallback="Could not load the balance."
        retry={() => balance.refetch()}
        retrying={balance.isFetching}
      />
    );
  }
  const { balanceCents, bills, total } = balance.data;
  if (balanceCents === 0) return <p className="member-balance">Nothing owed.</p>;
  return (
    <>
      <p className="member-balance">{`Balance due: ${format.money(balanceCents)}`}</p>
      <ul className="member-balance-bills" aria-label={`Open bills of ${member.name}`}>
        {bills.map((bill) => (
          <li key={bill.id}>
            <span>{bill.description}</span>
            <span className="muted">{`${bill.displayStatus === 'overdue' ? 'Overdue since' : 'Due'} ${format.date(bill.dueDate)}`}</span>
            <strong>{format.money(bill.remainingCents)}</strong>
          </li>
        ))}
      </ul>
      {total > bills.length && <p className="muted">{`and ${format.count(total - bills.length)} more`}</p>}
      {may('payments.collectBalance') && (
        <CollectBalanceDialog member={member} balanceCents={balanceCents} billCount={total} onCollected={onCollected} />
      )}
    </>
  );
}
