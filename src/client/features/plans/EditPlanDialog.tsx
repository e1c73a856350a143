// Edit a plan in a dialog. Moving a plan from "No recurring bill" to a recurring period starts billing
// its members today, so the dialog says so before the admin saves.
import { type FormEvent, useMemo, useState } from 'react';
import type { GymFormat } from '../../../shared/format.js';
import { PLAN_PERIOD_LABELS, type PlanPeriod } from '../../../shared/plans.schemas.js';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { DialogCancel, FormDialog } from '../../components/FormDialog.js';
import { formLevelError } from '../../lib/errors.js';
import { useForm } from '../../lib/forms.js';
import { useGymFormat } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';
import { PlanFields } from './PlanFields.js';
import { planTermsOf, updatePlanForm, withCanonicalPrice } from './plan-form.js';
import type { PlanListItem } from './types.js';

interface EditPlanDialogProps {
  plan: PlanListItem;
  onSaved: (name: string) => void;
}

export function EditPlanDialog({ plan, onSaved }: EditPlanDialogProps) {
  return (
    <FormDialog
      triggerLabel="Edit"
      title={`Edit ${plan.name}`}
      description="Change the plan's name, price, billing period or whether the website lists it."
    >
      {(close) => (
        <EditPlanForm
          plan={plan}
          onSaved={(name) => {
            close(true);
            onSaved(name);
          }}
        />
      )}
    </FormDialog>
  );
}

/** What saving the new period will do to the plan's members, in plain words; null when nothing. */
function periodChangeNotice(plan: PlanListItem, period: PlanPeriod, format: GymFormat): string | null {
  if (plan.memberCount === 0 || period === plan.period) return null;
  const members = format.countOf(plan.memberCount, 'member');
  if (plan.period === 'none') {
    // A member still inside a period paid for under the old terms is billed when that period ends.
    return `${members} on this plan will be billed ${PLAN_PERIOD_LABELS[period].toLowerCase()}, from today or from the end of a period already paid for.`;
  }
  if (period === 'none') return `${members} on this plan will get no more recurring bills.`;
  return null;
}

function EditPlanForm({ plan, onSaved }: EditPlanDialogProps) {
  const utils = trpc.useUtils();
  const format = useGymFormat();
  const form = useForm(
    useMemo(() => updatePlanForm(format), [format]),
    {
      name: plan.name,
      price: format.amountText(plan.priceCents),
      kind: plan.kind as string,
      period: plan.period as string,
      passVisits: plan.passVisits === null ? '' : String(plan.passVisits),
      passDays: plan.passDays === null ? '' : String(plan.passDays),
      passUse: plan.passUse as string,
    },
  );
  const [showOnWebsite, setShowOnWebsite] = useState(plan.showOnWebsite);
  const update = trpc.plans.update.useMutation({
    onSuccess: async (saved) => {
      onSaved(saved.name);
      // Member List shows plan names.
      await Promise.all([utils.plans.list.invalidate(), utils.members.list.invalidate()]);
    },
    onError: (error) => form.showServerErrors(error),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    update.reset();
    const input = form.validate({ ...planTermsOf(form.values), planId: plan.id, showOnWebsite });
    if (input) update.mutate(withCanonicalPrice(format, input));
  }

  const notice =
    plan.kind === 'pass'
      ? plan.memberCount > 0 && 'New visits or days apply to passes sold from now on; passes already sold keep theirs.'
      : periodChangeNotice(plan, form.values.period as PlanPeriod, format);
  const formError = formLevelError(update.error, 'Could not save the plan. Please try again.');
  return (
    <form ref={form.ref} onSubmit={submit} noValidate aria-label={`Edit ${plan.name}`}>
      {formError && <Alert tone="error">{formError}</Alert>}
      <PlanFields
        name={form.field('name')}
        price={form.field('price')}
        kind={{ ...form.field('kind'), disabled: true }}
        period={form.field('period')}
        passVisits={form.field('passVisits')}
        passDays={form.field('passDays')}
        passUse={{ ...form.field('passUse'), disabled: true }}
        showOnWebsite={{ checked: showOnWebsite, onChange: setShowOnWebsite }}
      />
      {notice && <Alert tone="info">{notice}</Alert>}
      <div className="dialog-actions">
        <DialogCancel disabled={update.isPending} />
        <Button type="submit" pending={update.isPending}>
          Save plan
        </Button>
      </div>
    </form>
  );
}
