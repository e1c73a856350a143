// The bills one receipt covers, each with its amount, and their total: the bills a collected balance
// paid (ReceiptPage) or the bills a refund reopened (RefundReceiptPage).
import { useGymFormat } from '../../lib/gym.js';

interface ReceiptLine {
  paymentId: string;
  billDescription: string;
  amountCents: number;
}

export function ReceiptLinesTable({
  caption,
  lines,
  totalCents,
}: {
  caption: string;
  lines: readonly ReceiptLine[];
  totalCents: number;
}) {
  const format = useGymFormat();
  return (
    <table className="receipt-lines">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Bill</th>
          <th scope="col" className="receipt-amount">
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.paymentId}>
            <td>{line.billDescription}</td>
            <td className="receipt-amount">{format.money(line.amountCents)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          <td className="receipt-amount">{format.money(totalCents)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
