// A refusal at the desk is a card, not a dead end: whom it is about, why, what they owe, and what
// resolves it — "Collect <amount>" (their whole balance, one receipt), "Sell a pass", "Open member
// page" — and after collecting, "Check in now". Focus moves to the card's heading, which says the
// refusal, so a keyboard or screen-reader user is where the next step is; "Next member" goes back to
// the field. Only what the signed-in role may do is offered (the server refuses the rest anyway).
import type { inferRouterOutputs } from '@trpc/server';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { AppRouter } from '../../../server/trpc/router.js';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { Group } from '../../components/Group.js';
import { messageOf } from '../../lib/errors.js';
import { useGymFormat } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';
import type { Collected } from '../billing/CollectBalanceDialog.js';
import { MemberBalance } from '../billing/MemberBalance.js';
import { useMay } from '../session/useMay.js';

type CheckInAnswer = inferRouterOutputs<AppRouter>['checkIns']['checkIn'];

export interface Refusal {
  memberId: string;
  memberName: string | null;
  reason: string;
  /** The server's kind of refusal ('overdue', 'pass_used_up'…); null when unknown. */
  kind?: string | null;
}

/** A pass is what resolves these; a member on a running recurring plan cannot be sold one. */
const PASS_RESOLVES = new Set(['pass_used_up', 'pass_expired', 'cancelled']);

interface RefusalCardProps {
  refusal: Refusal;
  /** The answer to "Check in now", shown by the desk as any check-in's answer is. */
  onCheckInAnswer: (answer: CheckInAnswer) => void;
  /** "Next member": the card goes, focus returns to the field. */
  onDismiss: () => void;
}

export function RefusalCard({ refusal, onCheckInAnswer, onDismiss }: RefusalCardProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const may = useMay();
  const name = refusal.memberName ?? 'This member';
  const [collected, setCollected] = useState<Collected | null>(null);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <section className="card refusal-card" aria-labelledby={headingId} data-testid="refusal-card">
      <h3 id={headingId} ref={heading} tabIndex={-1} className="refusal-card-heading">
        {`Not checked in: ${refusal.reason}`}
      </h3>
      <p className="refusal-card-member">{name}</p>
      {collected ? (
        <CollectedPanel collected={collected} memberId={refusal.memberId} name={name} onAnswer={onCheckInAnswer} />
      ) : (
        may('payments.balanceOf') && (
          <MemberBalance member={{ id: refusal.memberId, name }} onCollected={setCollected} />
        )
      )}
      <Group className="refusal-card-actions" label={`What to do for ${name}`}>
        {may('passes.sell') && PASS_RESOLVES.has(refusal.kind ?? '') && (
          <Link
            className="btn btn-secondary"
            href={`~/admin/members/${encodeURIComponent(refusal.memberId)}?sell=pass`}
          >
            Sell a pass
          </Link>
        )}
        {may('memberPage.get') && (
          <Link className="btn btn-secondary" href={`~/admin/members/${encodeURIComponent(refusal.memberId)}`}>
            Open member page
          </Link>
        )}
        <Button variant="ghost" onClick={onDismiss}>
          Next member
        </Button>
      </Group>
    </section>
  );
}

/** After collecting: the receipt, and "Check in now". */
function CollectedPanel({
  collected,
  memberId,
  name,
  onAnswer,
}: {
  collected: Collected;
  memberId: string;
  name: string;
  onAnswer: (answer: CheckInAnswer) => void;
}) {
  const format = useGymFormat();
  const may = useMay();
  const message = useRef<HTMLDivElement>(null);
  const checkIn = trpc.checkIns.checkInMember.useMutation({ onSuccess: onAnswer });

  useEffect(() => {
    message.current?.focus();
  }, []);

  return (
    <div className="refusal-card-collected">
      <Alert tone="success" ref={message} tabIndex={-1}>
        {`Collected ${format.money(collected.collectedCents)} from ${name}. Receipt `}
        <a href={`/admin/receipts/${encodeURIComponent(collected.paymentId)}`} target="_blank" rel="noopener">
          {collected.receiptNumber}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        .
      </Alert>
      {checkIn.isError && (
        <Alert tone="error">{messageOf(checkIn.error, 'Could not check in. Please try again.')}</Alert>
      )}
      {may('checkIns.checkInMember') && (
        <Button pending={checkIn.isPending} onClick={() => checkIn.mutate({ userId: memberId })}>
          Check in now
        </Button>
      )}
    </div>
  );
}
