// Create Bill: an administrator bills one member an amount typed in dollars (sent as text, stored as cents).
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { createBillInput } from '../../../shared/billing.schemas.js';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { Field } from '../../components/Field.js';
import { fieldErrorsOf, messageOf } from '../../lib/errors.js';
import { formatMoney } from '../../lib/format.js';
import { useForm } from '../../lib/forms.js';
import { trpc } from '../../lib/trpc.js';
import { type MemberOption, MemberSelect } from '../members/MemberSelect.js';

export function BillingSection() {
  const titleId = useId();
  const form = useForm(createBillInput, { memberId: '', amount: '' });
  const [member, setMember] = useState<MemberOption | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  // A new key remounts the member picker after a bill, clearing its search text with the rest of the form.
  const [formKey, setFormKey] = useState(0);
  const utils = trpc.useUtils();
  const createBill = trpc.bills.create.useMutation({
    // A financial report already on screen elsewhere must include the new bill.
    onSuccess: () => utils.reports.invalidate(),
    onError: (error) => form.showServerErrors(error),
  });
  const memberField = form.field('memberId');

  function submit(event: FormEvent) {
    event.preventDefault();
    setSuccess(null);
    createBill.reset();
    const input = form.validate();
    if (!input) return;
    const name = member?.name ?? 'the member';
    createBill.mutate(input, {
      onSuccess: (bill) => {
        setSuccess(`Bill of ${formatMoney(bill.amountCents)} created for ${name}.`);
        form.reset();
        setMember(null);
        setFormKey((key) => key + 1);
      },
    });
  }

  // Field-level problems show beside their fields; anything else (e.g. 'Member not found.') above the form.
  const showError = createBill.isError && Object.keys(fieldErrorsOf(createBill.error)).length === 0;

  return (
    <section className="card" aria-labelledby={titleId}>
      <div className="section-header">
        <h2 id={titleId}>Create Bill</h2>
      </div>
      {success && <Alert tone="success">{success}</Alert>}
      {showError && (
        <Alert tone="error">{messageOf(createBill.error, 'Could not create the bill. Please try again.')}</Alert>
      )}
      <form onSubmit={submit} noValidate aria-labelledby={titleId}>
        <MemberSelect
          key={formKey}
          value={memberField.value}
          error={memberField.error}
          onChange={(memberId, chosen) => {
            setMember(chosen);
            memberField.onChange({ target: { value: memberId } } as ChangeEvent<HTMLSelectElement>);
          }}
        />
        <Field
          label="Amount"
          inputMode="decimal"
          autoComplete="off"
          hint="In dollars, e.g. 12.50"
          required
          {...form.field('amount')}
        />
        <Button type="submit" pending={createBill.isPending}>
          Create Bill
        </Button>
      </form>
    </section>
  );
}
