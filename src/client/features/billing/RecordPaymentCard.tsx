// Billing's first card, the desk's most common errand: someone pays at the counter. Find them, see what
// they owe and on which bills, and collect it on one receipt; "Show their bills" filters the list below,
// where a part payment of one bill is recorded.
import { useId, useState } from 'react';
import { ActionMessageView } from '../../components/ActionMessageView.js';
import { Button } from '../../components/Button.js';
import { useGymFormat } from '../../lib/gym.js';
import { useActionMessage } from '../../lib/useActionMessage.js';
import { MemberPicker, type PickedMember } from '../members/MemberPicker.js';
import { MemberBalance } from './MemberBalance.js';
import { useBillFilters } from './useBillFilters.js';

export function RecordPaymentCard() {
  const titleId = useId();
  const [member, setMember] = useState<PickedMember | null>(null);
  const action = useActionMessage();
  const filters = useBillFilters();
  const format = useGymFormat();

  return (
    <section className="card" aria-labelledby={titleId}>
      <div className="section-header">
        <h2 id={titleId}>Record Payment</h2>
      </div>
      <p className="muted">Find who is paying: what they owe and on which bills shows here.</p>
      <ActionMessageView action={action} />
      <MemberPicker
        value={member}
        onChange={(next) => {
          action.clear();
          setMember(next);
        }}
      />
      {member && (
        <div className="record-payment-member">
          <MemberBalance
            key={member.id}
            member={member}
            onCollected={(collected) =>
              action.success(
                <>
                  {`Collected ${format.money(collected.collectedCents)} from ${member.name}. Receipt `}
                  <a href={`/admin/receipts/${encodeURIComponent(collected.paymentId)}`} target="_blank" rel="noopener">
                    {collected.receiptNumber}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                  .
                </>,
              )
            }
          />
          <Button variant="secondary" onClick={() => filters.setMemberId(member.id)}>
            Show their bills
          </Button>
        </div>
      )}
    </section>
  );
}
