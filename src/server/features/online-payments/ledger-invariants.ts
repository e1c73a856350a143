// The money ledger's invariants with online payments, as one check over the tables (property tests
// of the webhook inbox and of refunds run it after every event). Returns what is wrong, in words;
// empty when all hold:
// - every bill: paid_cents = its payments − the lines of succeeded refunds on them; 0 ≤ paid ≤
//   amount; 'paid' exactly when paid = amount (a void bill aside);
// - every provider payment recorded at most once (one online charge per provider payment id);
// - every charge: applied_cents = its payment rows; refunded_cents = its succeeded refunds ≤ amount;
//   a succeeded refund is its lines, except an 'overpaid' one, which has none;
// - the money the provider took minus what it gave back = what the ledger says was paid online
//   (card_online payments − their succeeded refund lines) + overpaid refunds not yet succeeded.
import type { DbOrTx } from '../../db/schema.js';

function sumBy<T>(rows: T[], key: (row: T) => string, value: (row: T) => number): Map<string, number> {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(key(row), (sums.get(key(row)) ?? 0) + value(row));
  return sums;
}

export async function ledgerViolations(db: DbOrTx): Promise<string[]> {
  const [bills, payments, charges, refunds, lines] = await Promise.all([
    db.selectFrom('bills').select(['id', 'amountCents', 'paidCents', 'status']).execute(),
    db.selectFrom('payments').select(['id', 'billId', 'amountCents', 'method', 'onlineChargeId']).execute(),
    db
      .selectFrom('onlineCharges')
      .select(['id', 'providerPaymentId', 'amountCents', 'appliedCents', 'refundedCents'])
      .execute(),
    db.selectFrom('refunds').select(['id', 'onlineChargeId', 'amountCents', 'status', 'reason']).execute(),
    db.selectFrom('refundLines').select(['refundId', 'paymentId', 'billId', 'amountCents']).execute(),
  ]);
  const wrong: string[] = [];
  const succeeded = new Set(refunds.filter((r) => r.status === 'succeeded').map((r) => r.id));
  const succeededLines = lines.filter((line) => succeeded.has(line.refundId));

  const paidByBill = sumBy(
    payments,
    (p) => p.billId,
    (p) => p.amountCents,
  );
  const refundedByBill = sumBy(
    succeededLines,
    (l) => l.billId,
    (l) => l.amountCents,
  );
  for (const bill of bills) {
    const paid = (paidByBill.get(bill.id) ?? 0) - (refundedByBill.get(bill.id) ?? 0);
    if (bill.paidCents !== paid) wrong.push(`bill ${bill.id}: paid_cents ${bill.paidCents}, its ledger says ${paid}`);
    if (bill.paidCents < 0 || bill.paidCents > bill.amountCents) {
      wrong.push(`bill ${bill.id}: paid ${bill.paidCents} outside 0..${bill.amountCents}`);
    }
    if (bill.status !== 'void' && (bill.status === 'paid') !== (bill.paidCents === bill.amountCents)) {
      wrong.push(`bill ${bill.id}: status ${bill.status} with ${bill.paidCents} of ${bill.amountCents} paid`);
    }
  }

  const refundedByPayment = sumBy(
    succeededLines,
    (l) => l.paymentId,
    (l) => l.amountCents,
  );
  for (const payment of payments) {
    const back = refundedByPayment.get(payment.id) ?? 0;
    if (back > payment.amountCents) wrong.push(`payment ${payment.id}: ${back} refunded of ${payment.amountCents}`);
    if ((payment.method === 'card_online') !== (payment.onlineChargeId !== null)) {
      wrong.push(`payment ${payment.id}: method ${payment.method} with online charge ${payment.onlineChargeId}`);
    }
  }

  const seen = new Set<string>();
  const appliedByCharge = sumBy(
    payments.filter((p) => p.onlineChargeId !== null),
    (p) => p.onlineChargeId as string,
    (p) => p.amountCents,
  );
  const refundedByCharge = sumBy(
    refunds.filter((r) => r.status === 'succeeded'),
    (r) => r.onlineChargeId,
    (r) => r.amountCents,
  );
  for (const charge of charges) {
    if (seen.has(charge.providerPaymentId)) wrong.push(`provider payment ${charge.providerPaymentId} recorded twice`);
    seen.add(charge.providerPaymentId);
    const applied = appliedByCharge.get(charge.id) ?? 0;
    if (charge.appliedCents !== applied) {
      wrong.push(`charge ${charge.id}: applied_cents ${charge.appliedCents}, its payments ${applied}`);
    }
    const refunded = refundedByCharge.get(charge.id) ?? 0;
    if (charge.refundedCents !== refunded) {
      wrong.push(`charge ${charge.id}: refunded_cents ${charge.refundedCents}, its succeeded refunds ${refunded}`);
    }
    if (refunded > charge.amountCents) wrong.push(`charge ${charge.id}: ${refunded} refunded of ${charge.amountCents}`);
  }

  const linesByRefund = sumBy(
    lines,
    (l) => l.refundId,
    (l) => l.amountCents,
  );
  for (const refund of refunds.filter((r) => r.status === 'succeeded')) {
    const onLines = linesByRefund.get(refund.id) ?? 0;
    const expected = refund.reason === 'overpaid' ? 0 : refund.amountCents;
    if (onLines !== expected) wrong.push(`refund ${refund.id} (${refund.reason}): ${onLines} on its lines`);
  }

  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const providerNet =
    sum(charges.map((c) => c.amountCents)) -
    sum(refunds.filter((r) => r.status === 'succeeded').map((r) => r.amountCents));
  const onlinePaymentIds = new Set(payments.filter((p) => p.method === 'card_online').map((p) => p.id));
  const ledgerNet =
    sum(payments.filter((p) => p.method === 'card_online').map((p) => p.amountCents)) -
    sum(succeededLines.filter((l) => onlinePaymentIds.has(l.paymentId)).map((l) => l.amountCents));
  const overpaidPending = sum(
    refunds.filter((r) => r.reason === 'overpaid' && r.status !== 'succeeded').map((r) => r.amountCents),
  );
  if (providerNet !== ledgerNet + overpaidPending) {
    wrong.push(
      `the provider holds ${providerNet}; the ledger says ${ledgerNet} paid online + ${overpaidPending} overpaid to refund`,
    );
  }
  return wrong;
}
