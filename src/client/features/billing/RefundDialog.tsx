// "Refund" on a payment made online (admins and managers): how much (what is left to refund of it,
// unless less) and a note, then a confirmation that names what will happen. The money goes back to
// the card through the provider; the bill reopens by that amount once the refund succeeds.
import { type FormEvent, useMemo, useState } from 'react';
import { canonicalAmountOf } from '../../../shared/amount-fields.js';
import { NOTE_MAX } from '../../../shared/billing.schemas.js';
import { refundPaymentForm } from '../../../shared/refunds.schemas.js';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { Field, TextAreaField } from '../../components/Field.js';
import { DialogCancel, FormDialog } from '../../components/FormDialog.js';
import { fieldErrorsOf, formLevelError } from '../../lib/errors.js';
import { useForm } from '../../lib/forms.js';
import { useGymFormat } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';
import { useOncePerIntent } from '../../lib/useOncePerIntent.js';
import type { BillPayment } from './types.js';

export interface RefundDone {
  refundId: string;
  amountCents: number;
  status: 'succeeded' | 'requested';
  receiptNumber: string | null;
}

interface RefundDialogProps {
  payment: BillPayment;
  /** What the payment paid, as the list names it ("Gold — Nov 2026"). */
  billDescription?: string;
  onRefunded: (refund: RefundDone) => void;
}

export function RefundDialog({ payment, billDescription, onRefunded }: RefundDialogProps) {
  const format = useGymFormat();
  const paid = `${format.money(payment.amountCents)} paid online on ${format.date(payment.paidOn)}`;
  return (
    <FormDialog
      triggerLabel="Refund"
      title="Refund"
      description={`${billDescription ? `${billDescription}: ` : ''}${paid}. ${format.money(payment.refundableCents)} can be refunded.`}
    >
      {(close) => (
        <RefundForm
          payment={payment}
          onRefunded={(refund) => {
            close(true);
            onRefunded(refund);
          }}
        />
      )}
    </FormDialog>
  );
}

function RefundForm({ payment, onRefunded }: Omit<RefundDialogProps, 'billDescription'>) {
  const utils = trpc.useUtils();
  const format = useGymFormat();
  const schema = useMemo(() => refundPaymentForm(format), [format]);
  const form = useForm(schema, { amount: format.amountText(payment.refundableCents), note: '' });
  // What the admin is about to confirm; null while filling in the form.
  const [confirming, setConfirming] = useState<{ amountCents: number; amount: string; note: string } | null>(null);
  const refund = useOncePerIntent(
    trpc.payments.refund.useMutation({
      onSuccess: async (done) => {
        onRefunded(done);
        await Promise.all([utils.bills.invalidate(), utils.reports.invalidate(), utils.memberPage.invalidate()]);
      },
      onError: (error) => {
        form.showServerErrors(error);
        // A refusal about the amount is shown beside it, in the form.
        if (Object.keys(fieldErrorsOf(error)).length > 0) setConfirming(null);
      },
    }),
  );

  function review(event: FormEvent) {
    event.preventDefault();
    refund.reset();
    const input = form.validate();
    if (!input) return;
    const amountCents = format.parseAmount(input.amount) ?? 0;
    if (amountCents > payment.refundableCents) {
      form.showErrors({ amount: `At most ${format.money(payment.refundableCents)} of this payment can be refunded.` });
      return;
    }
    // Sent as the server reads it ('1.234,50' -> '1234.50'); the field's check has read it, so never null.
    setConfirming({
      amountCents,
      amount: canonicalAmountOf(format, input.amount) ?? input.amount,
      note: input.note ?? '',
    });
  }

  function confirm() {
    if (!confirming) return;
    const { amount, note } = confirming;
    refund.mutate(note ? { paymentId: payment.id, amount, note } : { paymentId: payment.id, amount });
  }

  const formError = formLevelError(refund.error, 'Could not refund the payment. Please try again.');
  if (confirming) {
    const money = format.money(confirming.amountCents);
    return (
      <div aria-busy={refund.isPending}>
        {formError && <Alert tone="error">{formError}</Alert>}
        <p className="refund-confirm">{`Refund ${money} to the card it was paid with? The bill reopens by that amount.`}</p>
        <div className="dialog-actions">
          <Button variant="secondary" disabled={refund.isPending} onClick={() => setConfirming(null)}>
            Back
          </Button>
          <Button variant="danger" pending={refund.isPending} onClick={confirm}>
            {`Refund ${money}`}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <form ref={form.ref} onSubmit={review} noValidate aria-label="Refund">
      {formError && <Alert tone="error">{formError}</Alert>}
      <Field label="Amount" inputMode="decimal" autoComplete="off" required {...form.field('amount')} />
      <TextAreaField label="Note" maxLength={NOTE_MAX} rows={2} {...form.field('note')} />
      <div className="dialog-actions">
        <DialogCancel />
        <Button type="submit">Continue</Button>
      </div>
    </form>
  );
}
