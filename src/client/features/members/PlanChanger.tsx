// The "Plan" select and its "Change plan" button. Choosing in the select only chooses: nothing is
// saved until the button is pressed (saving on change fired on the first arrow key in a closed select).
// The outcome goes to the panel's message, which takes focus; a refused choice sends focus back to the
// select.
import { type FormEvent, useRef, useState } from 'react';
import { describePlanPrice } from '../../../shared/plans.schemas.js';
import { Button } from '../../components/Button.js';
import { SelectField } from '../../components/SelectField.js';
import { messageOf } from '../../lib/errors.js';
import { useGymFormat } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';
import type { useActionMessage } from '../../lib/useActionMessage.js';
import { useOncePerIntent } from '../../lib/useOncePerIntent.js';
import type { MembershipMember } from './types.js';

interface PlanChangerProps {
  member: MembershipMember;
  action: ReturnType<typeof useActionMessage>;
}

export function PlanChanger({ member, action }: PlanChangerProps) {
  const format = useGymFormat();
  const utils = trpc.useUtils();
  const plans = trpc.plans.list.useQuery();
  const choosable = (plans.data ?? []).filter((plan) => !plan.archived && plan.kind !== 'pass');
  // Until the admin picks, the select shows the member's current plan.
  const [picked, setPicked] = useState<string | null>(null);
  const current = choosable.find((plan) => plan.name === member.membershipType)?.id ?? '';
  const planId = picked ?? current;
  const [error, setError] = useState<string | undefined>();
  const change = useOncePerIntent(trpc.memberships.changePlan.useMutation());
  const selectRef = useRef<HTMLSelectElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    if (!planId) {
      setError('Choose a plan.');
      selectRef.current?.focus();
      return;
    }
    try {
      const result = await change.mutateAsync({ userId: member.id, planId });
      // Every members.* query (the Member List, a member's page) shows the plan: all refresh.
      await Promise.all([utils.members.invalidate(), utils.plans.list.invalidate()]);
      setPicked(null);
      if (!result.startsNow) {
        action.success(`${member.name} moves to ${result.planName} from ${format.date(result.effectiveFrom)}.`);
      } else if (result.planName === member.membershipType) {
        action.success(
          member.nextPlanName
            ? `${member.name} stays on ${result.planName}; the move to ${member.nextPlanName} is withdrawn.`
            : `${member.name} is already on ${result.planName}.`,
        );
      } else {
        action.success(`${member.name} is on ${result.planName} from today.`);
      }
    } catch (failure) {
      action.failure(messageOf(failure, `Could not change the plan for ${member.name}. Please try again.`));
    }
  }

  return (
    <form className="plan-changer" onSubmit={submit} noValidate aria-label={`Change plan for ${member.name}`}>
      <SelectField
        label="Plan"
        ref={selectRef}
        value={planId}
        error={error ?? (plans.isError ? 'Could not load the plans.' : undefined)}
        disabled={change.isPending}
        onChange={(event) => {
          setPicked(event.target.value);
          setError(undefined);
        }}
      >
        <option value="" disabled>
          {plans.isPending ? 'Loading plans...' : 'Choose a plan'}
        </option>
        {choosable.map((plan) => (
          <option key={plan.id} value={plan.id}>
            {plan.name} ({describePlanPrice(plan, format.money)})
          </option>
        ))}
      </SelectField>
      <Button type="submit" variant="secondary" pending={change.isPending} disabled={plans.isPending}>
        Change plan
      </Button>
    </form>
  );
}
