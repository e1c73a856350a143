// What every printable receipt page shares (ReceiptPage, RefundReceiptPage): the loading and
// could-not-load states of its query, then the sheet headed by the gym that issued it (name,
// address, tax id) and titled with the receipt's number, closed by the gym's receipt footer, with
// Print and the way back under it. Printing leaves out the navigation and the buttons (receipt.css).
// Each page fills in only what its receipt says.
import './receipt.css';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { Loading } from '../../components/Loading.js';
import { errorCodeOf, messageOf } from '../../lib/errors.js';
import { paragraphsOf } from '../../lib/paragraphs.js';

/** The gym as a receipt names it (the server's ReceiptGym). */
interface ReceiptGym {
  name: string;
  street: string;
  city: string;
  taxId: string;
  receiptFooter: string;
}

interface ReceiptFrameProps<TReceipt extends { gym: ReceiptGym; receiptNumber: string }, TError> {
  receipt: UseQueryResult<TReceipt, TError>;
  /** The kind of receipt as a heading writes it ("Receipt", "Refund receipt"); sentences lower-case it. */
  kind: string;
  /** Where "back" goes: the member's dashboard or the admin's Billing section. */
  back: { href: string; label: string };
  /** What this receipt says between its title and its footer. */
  children: (receipt: TReceipt) => ReactNode;
}

export function ReceiptFrame<TReceipt extends { gym: ReceiptGym; receiptNumber: string }, TError>({
  receipt,
  kind,
  back,
  children,
}: ReceiptFrameProps<TReceipt, TError>) {
  const kindInSentence = kind.toLowerCase();
  const backLink = (
    <Link href={back.href} className="receipt-back">
      {back.label}
    </Link>
  );

  if (receipt.isPending) {
    return (
      <main className="container page receipt-page">
        <Loading label={`Loading ${kindInSentence}...`} />
      </main>
    );
  }
  if (receipt.isError) {
    const notFound = errorCodeOf(receipt.error) === 'NOT_FOUND';
    return (
      <main className="container page receipt-page">
        <h1>{kind}</h1>
        <Alert tone="error">
          {notFound
            ? `${kind} not found. It may belong to another account, or the link is wrong.`
            : messageOf(receipt.error, `Could not load the ${kindInSentence}. Please try again.`)}
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

  const { gym } = receipt.data;
  const footer = paragraphsOf(gym.receiptFooter);
  return (
    <main className="container page receipt-page">
      <article className="card receipt" aria-labelledby="receipt-title">
        <header className="receipt-issuer">
          <p className="receipt-gym">{gym.name}</p>
          {(gym.street || gym.city) && (
            <address>
              {gym.street}
              {gym.street && gym.city && <br />}
              {gym.city}
            </address>
          )}
          {gym.taxId && <p>{`Tax ID: ${gym.taxId}`}</p>}
        </header>
        <h1 id="receipt-title">{`${kind} ${receipt.data.receiptNumber}`}</h1>
        {children(receipt.data)}
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
