// Who a notification goes to: radio buttons for the audience, then the member or plan it needs.
import type { ChangeEvent, ReactNode } from 'react';
import {
  AUDIENCE_CHOICES,
  NOTIFICATION_AUDIENCES,
  type NotificationAudience,
} from '../../../shared/notifications.schemas.js';
import { SelectField } from '../../components/SelectField.js';
import { useGymFormat } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';

interface AudienceChoiceProps {
  audience: NotificationAudience;
  onAudienceChange: (audience: NotificationAudience) => void;
  /** The member picker, shown for "One member". */
  memberPicker: ReactNode;
  plan: { name: string; value: string; error?: string; onChange: (event: ChangeEvent<HTMLSelectElement>) => void };
}

export function AudienceChoice({ audience, onAudienceChange, memberPicker, plan }: AudienceChoiceProps) {
  return (
    <>
      <fieldset className="audience-choice">
        <legend>Send to</legend>
        {NOTIFICATION_AUDIENCES.map((choice) => (
          <label key={choice} className="radio-field">
            <input
              type="radio"
              name="audience"
              value={choice}
              checked={audience === choice}
              onChange={() => onAudienceChange(choice)}
            />
            {AUDIENCE_CHOICES[choice]}
          </label>
        ))}
      </fieldset>
      {audience === 'member' && memberPicker}
      {audience === 'plan' && <PlanSelect {...plan} />}
    </>
  );
}

function PlanSelect(props: AudienceChoiceProps['plan']) {
  const plans = trpc.plans.list.useQuery();
  const format = useGymFormat();
  return (
    <SelectField
      label="Plan"
      {...props}
      hint={plans.isError ? 'Could not load the plans. Please try again later.' : undefined}
    >
      <option value="">{plans.isPending ? 'Loading plans...' : 'Choose a plan'}</option>
      {(plans.data ?? []).map((plan) => (
        <option key={plan.id} value={plan.id}>
          {`${plan.name} (${format.countOf(plan.memberCount, 'member')})`}
        </option>
      ))}
    </SelectField>
  );
}
