// /member/payment-return?checkout=<id>: where the provider sends the member back. A payment counts
// only once the provider's signed webhook is recorded, so this page asks until it is ("Confirming
// your payment…"), then says how it ended. The outcome is announced (a live region) and its heading
// takes focus.
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useSearch } from 'wouter';
import { errorCodeOf } from '../../lib/errors.js';
import { useGymFormat } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';
import './online-payments.css';

/** How often the page asks while the payment is being confirmed. */
const POLL_MS = 1500;

const BACK = { href: '/member', label: 'Back to Member Dashboard' };

export default function PaymentReturnPage() {
  const checkoutId = new URLSearchParams(useSearch()).get('checkout') ?? '';
  const format = useGymFormat();
  const status = trpc.onlinePayments.checkoutStatus.useQuery(
    { checkoutId },
    {
      enabled: checkoutId !== '',
      retry: false,
      refetchInterval: (query) => (query.state.data?.status === 'waiting' ? POLL_MS : false),
    },
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  const outcome = status.data?.status;
  const settled = (outcome !== undefined && outcome !== 'waiting') || status.isError || checkoutId === '';

  useEffect(() => {
    if (settled) headingRef.current?.focus();
  }, [settled]);

  let title: string;
  let body: ReactNode;
  if (checkoutId === '' || (status.isError && errorCodeOf(status.error) === 'NOT_FOUND')) {
    title = 'Payment not found';
    body = <p>This link does not name one of your payments. Your dashboard shows what you have paid.</p>;
  } else if (status.isError) {
    title = 'Could not check your payment';
    body = (
      <p>
        We could not reach the gym's server. If you paid, the payment will show on your dashboard once it is recorded.
      </p>
    );
  } else if (!status.data || outcome === 'waiting') {
    title = status.data?.mode === 'setup' ? 'Saving your card…' : 'Confirming your payment…';
    body = (
      <p>
        This usually takes a few seconds. You can leave this page: it will show on your dashboard once it is recorded.
      </p>
    );
  } else if (outcome === 'recorded') {
    const { amountCents, paymentId, receiptNumber } = status.data;
    title = 'Payment received';
    body = (
      <>
        <p>
          {`Thank you: ${format.money(amountCents ?? 0)} was paid.`}
          {receiptNumber ? ` Receipt ${receiptNumber}.` : ''}
        </p>
        {paymentId && (
          <p>
            <Link href={`/member/receipts/${paymentId}`}>View receipt</Link>
          </p>
        )}
      </>
    );
  } else if (outcome === 'card_saved') {
    title = 'Card saved';
    body = <p>Your recurring bills will be charged to this card when they are issued.</p>;
  } else if (outcome === 'expired') {
    title = 'Payment page expired';
    body = <p>Nothing was charged. You can start again with Pay now on your dashboard.</p>;
  } else {
    title = 'Payment could not be started';
    body = <p>Online payment was not available. Nothing was charged; you can try again from your dashboard.</p>;
  }

  return (
    <main className="container page payment-return">
      <div className="card" role="status" aria-live="polite" aria-busy={!settled}>
        <h1 ref={headingRef} tabIndex={-1}>
          {title}
        </h1>
        {!settled && <span className="spinner" aria-hidden="true" />}
        {body}
      </div>
      <p>
        <Link href={BACK.href}>{BACK.label}</Link>
      </p>
    </main>
  );
}
