// "Add member" (the Check-in desk and the Member List): name, email (optional: a walk-in without one is
// checked in by code), phone, plan or pass, start date and "Take payment now". The member is active at
// once; the dialog ends by showing their member code and a link to their page.
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { addMemberInput } from '../../../shared/passes.schemas.js';
import { describePassTerms, describePlanPrice } from '../../../shared/plans.schemas.js';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { Field } from '../../components/Field.js';
import { DialogCancel, FormDialog } from '../../components/FormDialog.js';
import { SelectField } from '../../components/SelectField.js';
import { formLevelError } from '../../lib/errors.js';
import { useForm } from '../../lib/forms.js';
import { useGymFormat, useGymToday } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';
import { useOncePerIntent } from '../../lib/useOncePerIntent.js';
import { useWaiverConsent, WaiverConsent } from '../waiver/WaiverConsent.js';
import { memberPagePath } from './page/memberListReturn.js';
import { paymentOf, type TakePayment, TakePaymentFields } from './TakePaymentFields.js';

type Added = { id: string; name: string; memberCode: string; invited: boolean };

export function AddMemberDialog() {
  return (
    <FormDialog
      triggerLabel="Add member"
      title="Add member"
      description="A new member, active at once, on a plan or a pass. An email is optional: they can be checked in by their code."
    >
      {(close) => <AddMemberForm onDone={() => close(false)} />}
    </FormDialog>
  );
}

function AddMemberForm({ onDone }: { onDone: () => void }) {
  const utils = trpc.useUtils();
  const format = useGymFormat();
  const today = useGymToday();
  const plans = trpc.plans.list.useQuery();
  // A PT pack is not a membership: it is sold on the member's page.
  const offered = (plans.data ?? []).filter((plan) => !plan.archived && plan.passUse !== 'training');
  const form = useForm(addMemberInput, { name: '', email: '', phone: '', planId: '', startsOn: today });
  const [payment, setPayment] = useState<TakePayment>({ taken: true, method: 'cash' });
  // When the gym has a waiver, the member present accepts it and types their name.
  const waiver = useWaiverConsent();
  const [added, setAdded] = useState<Added | null>(null);
  const add = useOncePerIntent(
    trpc.members.add.useMutation({
      onSuccess: async (outcome) => {
        setAdded(outcome.member);
        await Promise.all([utils.members.invalidate(), utils.checkIns.invalidate()]);
      },
      onError: (error) => {
        form.showServerErrors(error);
        waiver.afterRefusal(error);
      },
    }),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    add.reset();
    const { email, phone } = form.values;
    const input = form.validate({
      email: email.trim() === '' ? undefined : email,
      phone: phone.trim() === '' ? undefined : phone,
      ...paymentOf(payment),
      ...waiver.fields(),
    });
    const waiverRefused = input ? waiver.refusal(input.name) : null;
    if (waiverRefused) form.showErrors(waiverRefused);
    else if (input) add.mutate(input);
  }

  if (added) {
    return (
      <div className="add-member-done">
        <Alert tone="success">
          {`Added ${added.name}.`}
          {added.invited ? ' An invitation to set a password is on its way.' : ''}
        </Alert>
        <p>
          Member code: <strong className="member-code">{added.memberCode}</strong>
        </p>
        <p>
          <Link href={memberPagePath(added.id)} onClick={onDone}>
            Open {added.name}'s page
          </Link>
        </p>
        <div className="dialog-actions">
          <Button onClick={onDone}>Done</Button>
        </div>
      </div>
    );
  }

  const formError = formLevelError(add.error, 'Could not add the member. Please try again.');
  return (
    <form ref={form.ref} onSubmit={submit} noValidate aria-label="Add member">
      {formError && <Alert tone="error">{formError}</Alert>}
      <Field label="Name" autoComplete="off" required {...form.field('name')} />
      <Field label="Email (optional)" type="email" autoComplete="off" {...form.field('email')} />
      <Field label="Phone (optional)" type="tel" autoComplete="off" {...form.field('phone')} />
      <SelectField
        label="Plan or pass"
        required
        {...form.field('planId')}
        error={form.fieldErrors.planId ?? (plans.isError ? 'Could not load the plans.' : undefined)}
      >
        <option value="" disabled>
          {plans.isPending ? 'Loading plans...' : 'Choose a plan or pass'}
        </option>
        {offered.map((plan) => (
          <option key={plan.id} value={plan.id}>
            {plan.name} ({describePlanPrice(plan, format.money)}
            {plan.kind === 'pass' ? `, ${describePassTerms(plan, format.countOf)}` : ''})
          </option>
        ))}
      </SelectField>
      <Field label="Start date" type="date" max={today} required {...form.field('startsOn')} />
      <TakePaymentFields value={payment} onChange={setPayment} />
      <WaiverConsent consent={waiver} errors={form.fieldErrors} />
      <div className="dialog-actions">
        <DialogCancel disabled={add.isPending} />
        <Button type="submit" pending={add.isPending}>
          Add member
        </Button>
      </div>
    </form>
  );
}
