// Add a plan or a pass: name, price, billing period (a pass: visits and days) and whether the public site lists it. A duplicate name comes back from the server (409).
import { type FormEvent, useMemo, useState } from 'react';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { formLevelError } from '../../lib/errors.js';
import { useFocusOnOutcome, useForm } from '../../lib/forms.js';
import { useGymFormat } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';
import { PlanFields } from './PlanFields.js';
import { createPlanForm, planTermsOf, withCanonicalPrice } from './plan-form.js';

const EMPTY = {
  name: '',
  price: '',
  kind: 'recurring',
  period: 'monthly',
  passVisits: '',
  passDays: '',
  passUse: 'visits',
};

export function AddPlanForm() {
  const utils = trpc.useUtils();
  const format = useGymFormat();
  const form = useForm(
    useMemo(() => createPlanForm(format), [format]),
    EMPTY,
  );
  const [added, setAdded] = useState<string | null>(null);
  // A checkbox, not text: kept beside the text fields' form state and sent with them.
  const [showOnWebsite, setShowOnWebsite] = useState(false);
  const create = trpc.plans.create.useMutation({
    onSuccess: (plan) => {
      setAdded(`Added plan ${plan.name}.`);
      form.reset();
      setShowOnWebsite(false);
      return utils.plans.list.invalidate();
    },
    onError: (error) => form.showServerErrors(error),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setAdded(null);
    create.reset();
    const input = form.validate({ ...planTermsOf(form.values), showOnWebsite });
    if (input) create.mutate(withCanonicalPrice(format, input));
  }

  const formError = formLevelError(create.error, 'Could not add the plan. Please try again.');
  // The outcome takes focus; a mistake in a field focuses that field instead (useForm).
  const addedRef = useFocusOnOutcome(added);
  const failedRef = useFocusOnOutcome(formError ? create.error : null);
  return (
    <form ref={form.ref} onSubmit={submit} noValidate aria-label="Add a plan" className="add-plan-form">
      {added && (
        <Alert tone="success" ref={addedRef} tabIndex={-1}>
          {added}
        </Alert>
      )}
      {formError && (
        <Alert tone="error" ref={failedRef} tabIndex={-1}>
          {formError}
        </Alert>
      )}
      <PlanFields
        name={form.field('name')}
        price={form.field('price')}
        kind={form.field('kind')}
        period={form.field('period')}
        passVisits={form.field('passVisits')}
        passDays={form.field('passDays')}
        passUse={form.field('passUse')}
        showOnWebsite={{ checked: showOnWebsite, onChange: setShowOnWebsite }}
      />
      <div>
        <Button type="submit" pending={create.isPending}>
          Add plan
        </Button>
      </div>
    </form>
  );
}
