// A printable receipt for one payment: /member/receipts/<id> (the member's own) and
// /admin/receipts/<id> (any). Headed by the gym that issued it (name, address, tax id), closed by its
// receipt footer; the tax part of the amount is stated when the gym has a tax rate (prices include
// it). Printing leaves out the navigation and the buttons. A receipt whose number paid several bills
// at once (a balance collected at the desk) lists each bill with its amount, and the total.
import './receipt.css';
import { Link } from 'wouter';
import { PAYMENT_METHOD_LABELS } from '../../../shared/billing.schemas.js';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { Loading } from '../../components/Loading.js';
import { errorCodeOf, messageOf } from '../../lib/errors.js';
import { useGymFormat } from '../../lib/gym.js';
import { paragraphsOf } from '../../lib/paragraphs.js';
import { trpc } from '../../lib/trpc.js';

interface ReceiptPageProps {
  paymentId: string;
  /** Where "back" goes: the member's dashboard or the admin's Billing section. */
  back: { href: string; label: string };
}

export default function ReceiptPage({ paymentId, back }: ReceiptPageProps) {
  const format = useGymFormat();
  const receipt = trpc.payments.receipt.useQuery({ paymentId }, { retry: false });
  const backLink = (
    <Link href={back.href} className="receipt-back">
      {back.label}
    </Link>
  );

  if (receipt.isPending) {
    return (
      <main className="container page receipt-page">
        <Loading label="Loading receipt..." />
      </main>
    );
  }
  if (receipt.isError) {
    const notFound = errorCodeOf(receipt.error) === 'NOT_FOUND';
    return (
      <main className="container page receipt-page">
        <h1>Receipt</h1>
        <Alert tone="error">
          {notFound
            ? 'Receipt not found. It may belong to another account, or the link is wrong.'
            : messageOf(receipt.error, 'Could not load the receipt. Please try again.')}
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
  const remaining = r.billRemainingCents;
  const footer = paragraphsOf(r.gym.receiptFooter);
  const several = r.lines.length > 1;
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
        <h1 id="receipt-title">Receipt {r.receiptNumber}</h1>
        <dl className="details">
          <dt>Date paid</dt>
          <dd>{format.date(r.paidOn)}</dd>
          <dt>Member</dt>
          <dd>{r.memberName}</dd>
          <dt>Email</dt>
          <dd>{r.memberEmail}</dd>
          {!several && (
            <>
              <dt>Bill</dt>
              <dd>{r.billDescription}</dd>
            </>
          )}
          <dt>{several ? 'Total paid' : 'Amount paid'}</dt>
          <dd>{format.money(r.totalCents)}</dd>
          {r.tax && (
            <>
              <dt>{`${r.tax.name || 'Tax'} included (${format.percent(r.tax.rateBasisPoints)})`}</dt>
              <dd>{format.money(r.tax.amountCents)}</dd>
            </>
          )}
          <dt>Method</dt>
          <dd>{PAYMENT_METHOD_LABELS[r.method]}</dd>
          {!several && (
            <>
              <dt>Remaining on this bill</dt>
              <dd>{format.money(remaining)}</dd>
            </>
          )}
          {r.note && (
            <>
              <dt>Note</dt>
              <dd className="receipt-note">{r.note}</dd>
            </>
          )}
        </dl>
        {several && (
          <table className="receipt-lines">
            <caption>Bills paid</caption>
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
