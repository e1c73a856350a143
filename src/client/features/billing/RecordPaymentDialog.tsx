// "Record Payment" on an open bill: how much (what remains, unless less was paid), how, when, and a
// note. The server numbers the receipt; the list refreshes to show what remains.
import { type FormEvent, useMemo } from 'react';
import { canonicalAmountOf } from '../../../shared/amount-fields.js';
import {
  NOTE_MAX,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  recordPaymentForm,
} from '../../../shared/billing.schemas.js';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { Field, TextAreaField } from '../../components/Field.js';
import { DialogCancel, FormDialog } from '../../components/FormDialog.js';
import { SelectField } from '../../components/SelectField.js';
import { formLevelError } from '../../lib/errors.js';
import { useForm } from '../../lib/forms.js';
import { useGymFormat, useGymToday } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';
import { useOncePerIntent } from '../../lib/useOncePerIntent.js';
import type { AdminBill } from './types.js';

interface RecordPaymentDialogProps {
  bill: AdminBill;
  onRecorded: (payment: { paymentId: string; receiptNumber: string }) => void;
}

export function RecordPaymentDialog({ bill, onRecorded }: RecordPaymentDialogProps) {
  const format = useGymFormat();
  return (
    <FormDialog
      triggerLabel="Record Payment"
      triggerVariant="primary"
      title="Record Payment"
      description={`${bill.memberName}: ${bill.description}. ${format.money(bill.remainingCents)} remains to be paid.`}
    >
      {(close) => (
        <RecordPaymentForm
          bill={bill}
          onRecorded={(payment) => {
            close(true);
            onRecorded(payment);
          }}
        />
      )}
    </FormDialog>
  );
}

/** Starts from what remains, written for editing the gym's way ('19,99' in de-DE), paid today at the gym. */
function RecordPaymentForm({ bill, onRecorded }: RecordPaymentDialogProps) {
  const utils = trpc.useUtils();
  const format = useGymFormat();
  const today = useGymToday();
  const schema = useMemo(() => recordPaymentForm(format), [format]);
  const form = useForm(schema, {
    amount: format.amountText(bill.remainingCents),
    method: 'cash',
    paidOn: today,
    note: '',
  });
  const record = useOncePerIntent(
    trpc.bills.recordPayment.useMutation({
      onSuccess: async (payment) => {
        onRecorded(payment);
        await Promise.all([utils.bills.invalidate(), utils.reports.invalidate()]);
      },
      onError: (error) => form.showServerErrors(error),
    }),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    record.reset();
    const input = form.validate({ billId: bill.id });
    if (!input) return;
    if ((format.parseAmount(input.amount) ?? 0) > bill.remainingCents) {
      form.showErrors({ amount: `The payment is more than the ${format.money(bill.remainingCents)} that remains.` });
      return;
    }
    // Sent as the server reads it ('1.234,50' -> '1234.50'); the field's check has read it, so never null.
    const amount = canonicalAmountOf(format, input.amount) ?? input.amount;
    const { note, ...rest } = { ...input, amount };
    record.mutate(note ? { ...rest, note } : rest);
  }

  const formError = formLevelError(record.error, 'Could not record the payment. Please try again.');
  return (
    <form ref={form.ref} onSubmit={submit} noValidate aria-label="Record Payment">
      {formError && <Alert tone="error">{formError}</Alert>}
      <Field label="Amount" inputMode="decimal" autoComplete="off" required {...form.field('amount')} />
      <SelectField label="Method" required {...form.field('method')}>
        {PAYMENT_METHODS.map((method) => (
          <option key={method} value={method}>
            {PAYMENT_METHOD_LABELS[method]}
          </option>
        ))}
      </SelectField>
      <Field label="Date" type="date" max={today} required {...form.field('paidOn')} />
      <TextAreaField label="Note" maxLength={NOTE_MAX} rows={2} {...form.field('note')} />
      <div className="dialog-actions">
        <DialogCancel disabled={record.isPending} />
        <Button type="submit" pending={record.isPending}>
          Record Payment
        </Button>
      </div>
    </form>
  );
}
