// "Sell a pass" on the member page (and opened from the desk's refusal card by `?sell=pass`): which
// pass, from when, and "Take payment now". The pass is billed once; the page then shows its visits.
import { sellPassInput } from '../../../shared/passes.schemas.js';
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
import { TakePaymentFields } from './TakePaymentFields.js';
import { soldText, useSaleForm } from './useSaleForm.js';

interface SellPassDialogProps {
  member: { id: string; name: string };
  defaultOpen?: boolean;
  onSold: (text: string) => void;
}

export function SellPassDialog({ member, defaultOpen, onSold }: SellPassDialogProps) {
  return (
    <FormDialog
      triggerLabel="Sell a pass"
      title="Sell a pass"
      description={`A pass for ${member.name}, billed once. Each check-in uses one visit.`}
      defaultOpen={defaultOpen}
    >
      {(close) => (
        <SellPassForm
          member={member}
          onSold={(text) => {
            close(true);
            onSold(text);
          }}
        />
      )}
    </FormDialog>
  );
}

function SellPassForm({ member, onSold }: Omit<SellPassDialogProps, 'defaultOpen'>) {
  const utils = trpc.useUtils();
  const format = useGymFormat();
  const today = useGymToday();
  const plans = trpc.plans.list.useQuery();
  const passes = (plans.data ?? []).filter(
    (plan) => plan.kind === 'pass' && !plan.archived && plan.passUse !== 'training',
  );
  const form = useForm(sellPassInput, { memberId: member.id, planId: '', startsOn: today });
  const { payment, setPayment, submit } = useSaleForm(form);
  const sell = useOncePerIntent(
    trpc.passes.sell.useMutation({
      onSuccess: async (sale) => {
        onSold(soldText(sale, member.name));
        await Promise.all([utils.passes.invalidate(), utils.members.invalidate(), utils.checkIns.invalidate()]);
      },
      onError: (error) => form.showServerErrors(error),
    }),
  );

  const formError = formLevelError(sell.error, 'Could not sell the pass. Please try again.');
  const noPasses = plans.isSuccess && passes.length === 0;
  return (
    <form ref={form.ref} onSubmit={(event) => submit(event, sell)} noValidate aria-label="Sell a pass">
      {formError && <Alert tone="error">{formError}</Alert>}
      {noPasses && <Alert tone="info">No passes are on sale. Add one in Plans (kind "Pass").</Alert>}
      <SelectField
        label="Pass"
        required
        {...form.field('planId')}
        error={form.fieldErrors.planId ?? (plans.isError ? 'Could not load the passes.' : undefined)}
      >
        <option value="" disabled>
          {plans.isPending ? 'Loading passes...' : 'Choose a pass'}
        </option>
        {passes.map((plan) => (
          <option key={plan.id} value={plan.id}>
            {`${plan.name} (${describePlanPrice(plan, format.money)}, ${describePassTerms(plan, format.countOf)})`}
          </option>
        ))}
      </SelectField>
      <Field label="Start date" type="date" max={today} required {...form.field('startsOn')} />
      <TakePaymentFields value={payment} onChange={setPayment} />
      <div className="dialog-actions">
        <DialogCancel disabled={sell.isPending} />
        <Button type="submit" pending={sell.isPending} disabled={noPasses}>
          Sell pass
        </Button>
      </div>
    </form>
  );
}
