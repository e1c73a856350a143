// Create Bill: an administrator bills one member an amount typed in dollars (sent as text, stored as
// cents), with an optional description ("Charge" when left empty).
import { type FormEvent, useId, useState } from 'react';
import { createBillInput, DESCRIPTION_MAX } from '../../../shared/billing.schemas.js';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { Field } from '../../components/Field.js';
import { formLevelError } from '../../lib/errors.js';
import { formatMoney } from '../../lib/format.js';
import { useFocusOnOutcome, useForm } from '../../lib/forms.js';
import { trpc } from '../../lib/trpc.js';
import { useOncePerIntent } from '../../lib/useOncePerIntent.js';
import { useMemberPicker } from '../members/useMemberPicker.js';

export function CreateBillForm() {
  const titleId = useId();
  const form = useForm(createBillInput, { memberId: '', amount: '', description: '' });
  const [success, setSuccess] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const createBill = useOncePerIntent(
    trpc.bills.create.useMutation({
      // A financial report or bill list already loaded must include the new bill.
      onSuccess: () => Promise.all([utils.reports.invalidate(), utils.bills.list.invalidate()]),
      onError: (error) => form.showServerErrors(error),
    }),
  );
  const members = useMemberPicker(form.field('memberId'));

  function submit(event: FormEvent) {
    event.preventDefault();
    setSuccess(null);
    createBill.reset();
    const input = form.validate();
    if (!input) return;
    const { description, ...required } = input;
    const name = members.memberName;
    createBill.mutate(description ? input : required, {
      onSuccess: (bill) => {
        setSuccess(`Bill of ${formatMoney(bill.amountCents)} created for ${name}.`);
        form.reset();
        members.clear();
      },
    });
  }

  const formError = formLevelError(createBill.error, 'Could not create the bill. Please try again.');
  // The outcome takes focus; a mistake in a field focuses that field instead (useForm).
  const successRef = useFocusOnOutcome(success);
  const failedRef = useFocusOnOutcome(formError ? createBill.error : null);
  return (
    <section className="card" aria-labelledby={titleId}>
      <div className="section-header">
        <h2 id={titleId}>Create Bill</h2>
      </div>
      {success && (
        <Alert tone="success" ref={successRef} tabIndex={-1}>
          {success}
        </Alert>
      )}
      {formError && (
        <Alert tone="error" ref={failedRef} tabIndex={-1}>
          {formError}
        </Alert>
      )}
      <form ref={form.ref} onSubmit={submit} noValidate aria-labelledby={titleId}>
        {members.picker}
        <Field
          label="Amount"
          inputMode="decimal"
          autoComplete="off"
          hint="In dollars, e.g. 12.50"
          required
          {...form.field('amount')}
        />
        <Field
          label="Description"
          autoComplete="off"
          maxLength={DESCRIPTION_MAX}
          hint="Optional, e.g. Locker rental. Shown to the member; “Charge” when left empty."
          {...form.field('description')}
        />
        <Button type="submit" pending={createBill.isPending}>
          Create Bill
        </Button>
      </form>
    </section>
  );
}
