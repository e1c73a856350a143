// A printable refund receipt: /member/refund-receipts/<id> (the member's own) and
// /admin/refund-receipts/<id> (any), laid out as a payment receipt is (ReceiptPage.tsx): the gym
// that issued it, what was refunded on which bill (a refund made in the card provider's dashboard
// may reopen several), the total, the tax part of it, and the receipt of the payment it gives back.
import './receipt.css';
import { Link } from 'wouter';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { Loading } from '../../components/Loading.js';
import { errorCodeOf, messageOf } from '../../lib/errors.js';
import { useGymFormat } from '../../lib/gym.js';
import { paragraphsOf } from '../../lib/paragraphs.js';
import { trpc } from '../../lib/trpc.js';

interface RefundReceiptPageProps {
  refundId: string;
  /** Where "back" goes: the member's dashboard or the admin's Billing section. */
  back: { href: string; label: string };
}

export default function RefundReceiptPage({ refundId, back }: RefundReceiptPageProps) {
  const format = useGymFormat();
  const receipt = trpc.payments.refundReceipt.useQuery({ refundId }, { retry: false });
  const backLink = (
    <Link href={back.href} className="receipt-back">
      {back.label}
    </Link>
  );

  if (receipt.isPending) {
    return (
      <main className="container page receipt-page">
        <Loading label="Loading refund receipt..." />
      </main>
    );
  }
  if (receipt.isError) {
    const notFound = errorCodeOf(receipt.error) === 'NOT_FOUND';
    return (
      <main className="container page receipt-page">
        <h1>Refund receipt</h1>
        <Alert tone="error">
          {notFound
            ? 'Refund receipt not found. It may belong to another account, or the link is wrong.'
            : messageOf(receipt.error, 'Could not load the refund receipt. Please try again.')}
        </Alert>
        <div className="receipt-actions">
          {!notFound && (
            <Button variant="secondary" pending={receipt.isFetching} onClick={() => receipt.refetch()}>
              Try again
            </Button>
          )}
          {backLink}
        </div>
      </main>
    );
  }

  const r = receipt.data;
  const footer = paragraphsOf(r.gym.receiptFooter);
  return (
    <main className="container page receipt-page">
      <article className="card receipt" aria-labelledby="receipt-title">
        <header className="receipt-issuer">
          <p className="receipt-gym">{r.gym.name}</p>
          {(r.gym.street || r.gym.city) && (
            <address>
              {r.gym.street}
              {r.gym.street && r.gym.city && <br />}
              {r.gym.city}
            </address>
          )}
          {r.gym.taxId && <p>{`Tax ID: ${r.gym.taxId}`}</p>}
        </header>
        <h1 id="receipt-title">Refund receipt {r.receiptNumber}</h1>
        <dl className="details">
          <dt>Date refunded</dt>
          <dd>{format.date(r.refundedOn)}</dd>
          <dt>Member</dt>
          <dd>{r.memberName}</dd>
          <dt>Email</dt>
          <dd>{r.memberEmail}</dd>
          <dt>Amount refunded</dt>
          <dd>{format.money(r.totalCents)}</dd>
          {r.tax && (
            <>
              <dt>{`${r.tax.name || 'Tax'} included (${format.percent(r.tax.rateBasisPoints)})`}</dt>
              <dd>{format.money(r.tax.amountCents)}</dd>
            </>
          )}
          <dt>Refunded to</dt>
          <dd>The card it was paid with</dd>
          {r.paymentReceiptNumber && (
            <>
              <dt>Payment receipt</dt>
              <dd>{r.paymentReceiptNumber}</dd>
            </>
          )}
          {r.note && (
            <>
              <dt>Note</dt>
              <dd className="receipt-note">{r.note}</dd>
            </>
          )}
        </dl>
        {r.lines.length > 0 ? (
          <table className="receipt-lines">
            <caption>Bills reopened</caption>
            <thead>
              <tr>
                <th scope="col">Bill</th>
                <th scope="col" className="receipt-amount">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {r.lines.map((line) => (
                <tr key={line.paymentId}>
                  <td>{line.billDescription}</td>
                  <td className="receipt-amount">{format.money(line.amountCents)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                <td className="receipt-amount">{format.money(r.totalCents)}</td>
              </tr>
            </tfoot>
          </table>
        ) : (
          <p>Paid online beyond what was owed; no bill changed.</p>
        )}
        {footer.length > 0 && (
          <footer className="receipt-footer">
            {footer.map((paragraph, index) => (
              // Paragraphs may repeat ("Thank you!"), so their place tells them apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: the footer is fixed text, never reordered
              <p key={index}>{paragraph}</p>
            ))}
          </footer>
        )}
      </article>
      <div className="receipt-actions">
        <Button onClick={() => window.print()}>Print</Button>
        {backLink}
      </div>
    </main>
  );
}
