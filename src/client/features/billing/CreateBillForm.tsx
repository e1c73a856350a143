// Create Bill: an administrator bills one member an amount typed the gym's way ('1.234,50' in de-DE;
// sent as canonical text, stored in minor units), with an optional description ("Charge" when left empty).
import { type FormEvent, useId, useMemo, useState } from 'react';
import { canonicalAmountOf } from '../../../shared/amount-fields.js';
import { createBillForm, DESCRIPTION_MAX } from '../../../shared/billing.schemas.js';
import type { GymFormat } from '../../../shared/format.js';
import { minorDigits } from '../../../shared/money.js';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { Field } from '../../components/Field.js';
import { formLevelError } from '../../lib/errors.js';
import { useFocusOnOutcome, useForm } from '../../lib/forms.js';
import { useGymFormat } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';
import { useOncePerIntent } from '../../lib/useOncePerIntent.js';
import { useMemberPicker } from '../members/useMemberPicker.js';

/** The Amount field's hint: 'In USD, e.g. 12.50', 'In EUR, e.g. 12,50', 'In JPY, e.g. 1200'. */
function amountHint(format: GymFormat): string {
  const digits = minorDigits(format.currency);
  const example = digits === 0 ? 1200 : 1250 * 10 ** (digits - 2);
  return `In ${format.currency}, e.g. ${format.amountText(example)}`;
}

export function CreateBillForm() {
  const titleId = useId();
  const format = useGymFormat();
  const schema = useMemo(() => createBillForm(format), [format]);
  const form = useForm(schema, { memberId: '', amount: '', description: '' });
  const [success, setSuccess] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const createBill = useOncePerIntent(
    trpc.bills.create.useMutation({
      // A financial report or bill list already loaded must include the new bill.
      onSuccess: () => Promise.all([utils.reports.invalidate(), utils.bills.invalidate()]),
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
    // Sent as the server reads it ('1.234,50' -> '1234.50'); the field's check has read it, so never null.
    const amount = canonicalAmountOf(format, input.amount) ?? input.amount;
    const { description, ...required } = { ...input, amount };
    const name = members.memberName;
    createBill.mutate(description ? { ...required, description } : required, {
      onSuccess: (bill) => {
        setSuccess(`Bill of ${format.money(bill.amountCents)} created for ${name}.`);
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
          hint={amountHint(format)}
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
