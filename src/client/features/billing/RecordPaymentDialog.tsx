// "Record Payment" on an open bill: how much (what remains, unless less was paid), how, when, and a
// note. The server numbers the receipt; the list refreshes to show what remains.
import { type FormEvent, useEffect } from 'react';
import {
  NOTE_MAX,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  recordPaymentInput,
} from '../../../shared/billing.schemas.js';
import { parseAmountToCents } from '../../../shared/money.js';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { Field, TextAreaField } from '../../components/Field.js';
import { DialogCancel, FormDialog } from '../../components/FormDialog.js';
import { Loading } from '../../components/Loading.js';
import { SelectField } from '../../components/SelectField.js';
import { formLevelError } from '../../lib/errors.js';
import { centsToAmountText, formatMoney } from '../../lib/format.js';
import { useForm } from '../../lib/forms.js';
import { useGymToday } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';
import { useOncePerIntent } from '../../lib/useOncePerIntent.js';
import type { AdminBill } from './types.js';

interface RecordPaymentDialogProps {
  bill: AdminBill;
  onRecorded: (payment: { paymentId: string; receiptNumber: string }) => void;
}

export function RecordPaymentDialog({ bill, onRecorded }: RecordPaymentDialogProps) {
  return (
    <FormDialog
      triggerLabel="Record Payment"
      triggerVariant="primary"
      title="Record Payment"
      description={`${bill.memberName}: ${bill.description}. ${formatMoney(bill.remainingCents)} remains to be paid.`}
    >
      {(close) => (
        <RecordPaymentLoader
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

/** The form starts from the gym's day, so it waits for it (a moment, once per session). */
function RecordPaymentLoader(props: RecordPaymentDialogProps) {
  const today = useGymToday();
  if (today === null) return <Loading label="Loading…" />;
  return <RecordPaymentForm {...props} today={today} />;
}

function RecordPaymentForm({ bill, onRecorded, today }: RecordPaymentDialogProps & { today: string }) {
  const utils = trpc.useUtils();
  const form = useForm(recordPaymentInput, {
    amount: centsToAmountText(bill.remainingCents),
    method: 'cash',
    paidOn: today,
    note: '',
  });
  const record = useOncePerIntent(
    trpc.bills.recordPayment.useMutation({
      onSuccess: async (payment) => {
        onRecorded(payment);
        await Promise.all([utils.bills.list.invalidate(), utils.reports.invalidate()]);
      },
      onError: (error) => form.showServerErrors(error),
    }),
  );

  // The dialog opened on "Loading…", with nothing to focus but itself: once the form is there, the
  // amount (what is usually changed) takes focus, as it would had the form been there at once.
  const formElement = form.ref;
  useEffect(() => {
    formElement.current?.querySelector('input')?.focus();
  }, [formElement]);

  function submit(event: FormEvent) {
    event.preventDefault();
    record.reset();
    const input = form.validate({ billId: bill.id });
    if (!input) return;
    if (parseAmountToCents(input.amount) > bill.remainingCents) {
      form.showErrors({ amount: `The payment is more than the ${formatMoney(bill.remainingCents)} that remains.` });
      return;
    }
    const { note, ...rest } = input;
    record.mutate(note ? input : rest);
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
