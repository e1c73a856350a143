// Rows that payment and refund receipts both give in their details list (a <dl>): who the member is,
// the tax part of the amount (prices include tax, so it is stated only when the gym has a rate), and
// the note. Each renders nothing when there is nothing to say.
import { useGymFormat } from '../../lib/gym.js';

/** The email is null for a walk-in added at the desk without one: the row then stays empty. */
export function MemberDetails({ name, email }: { name: string; email: string | null }) {
  return (
    <>
      <dt>Member</dt>
      <dd>{name}</dd>
      <dt>Email</dt>
      <dd>{email}</dd>
    </>
  );
}

/** The server's ReceiptTax: null when the gym charges none. */
interface ReceiptTax {
  /** What the gym calls it ("VAT"); empty when the owner gave no name. */
  name: string;
  rateBasisPoints: number;
  amountCents: number;
}

export function TaxIncludedDetail({ tax }: { tax: ReceiptTax | null }) {
  const format = useGymFormat();
  if (!tax) return null;
  return (
    <>
      <dt>{`${tax.name || 'Tax'} included (${format.percent(tax.rateBasisPoints)})`}</dt>
      <dd>{format.money(tax.amountCents)}</dd>
    </>
  );
}

export function NoteDetail({ note }: { note: string | null }) {
  if (!note) return null;
  return (
    <>
      <dt>Note</dt>
      <dd className="receipt-note">{note}</dd>
    </>
  );
}
