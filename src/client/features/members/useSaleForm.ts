// What "Sell a pass" and "Sell PT pack" share around their own fields: the "Take payment now" choice
// (cash by default), a submit that sends the form with it, and the message of a sale.
import { type FormEvent, useState } from 'react';
import { paymentOf, type TakePayment } from './TakePaymentFields.js';

export function useSaleForm<Input>(form: { validate(extra: Record<string, unknown>): Input | null }) {
  const [payment, setPayment] = useState<TakePayment>({ taken: true, method: 'cash' });
  function submit(event: FormEvent, sell: { reset(): void; mutate(input: Input): void }) {
    event.preventDefault();
    sell.reset();
    const input = form.validate(paymentOf(payment));
    if (input) sell.mutate(input);
  }
  return { payment, setPayment, submit };
}

/** "Sold 10 visits to Ana Lopes." and, when paid now, "Paid, receipt R-0001." */
export function soldText(sale: { name: string; receiptNumber: string | null }, memberName: string): string {
  const paid = sale.receiptNumber ? ` Paid, receipt ${sale.receiptNumber}.` : '';
  return `Sold ${sale.name} to ${memberName}.${paid}`;
}
