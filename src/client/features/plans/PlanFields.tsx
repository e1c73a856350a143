// Name, Price, Kind, then a recurring plan's Billing period or a pass's Visits and Days, and "Show on
// website": the fields of a plan, the same when adding and editing (where the kind cannot change).
import { type ChangeEvent, useId } from 'react';
import { LIMITS } from '../../../shared/fields.js';
import { PASS_DAYS_MAX, PASS_VISITS_MAX, PLAN_PERIOD_LABELS, PLAN_PERIODS } from '../../../shared/plans.schemas.js';
import { Field } from '../../components/Field.js';
import { SelectField } from '../../components/SelectField.js';
import { useGymFormat } from '../../lib/gym.js';

interface FieldProps {
  name: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
}

export interface PlanFieldsProps {
  name: FieldProps;
  price: FieldProps;
  kind: FieldProps & { disabled?: boolean };
  period: FieldProps;
  passVisits: FieldProps;
  passDays: FieldProps;
  /** A pass's "Counts": gym visits or personal-training sessions (a PT pack); fixed once made. */
  passUse?: FieldProps & { disabled?: boolean };
  showOnWebsite: { checked: boolean; onChange: (checked: boolean) => void };
}

export function PlanFields(props: PlanFieldsProps) {
  const websiteId = useId();
  const format = useGymFormat();
  return (
    <>
      <div className="form-row">
        <Field label="Name" autoComplete="off" maxLength={LIMITS.nameMax} required {...props.name} />
        <Field
          label="Price"
          inputMode="decimal"
          autoComplete="off"
          hint={`In ${format.currency}, e.g. ${format.amountText(2999)} (0 for a free plan)`}
          required
          {...props.price}
        />
        <SelectField label="Kind" required {...props.kind}>
          <option value="recurring">Recurring plan</option>
          <option value="pass">Pass (sold once)</option>
        </SelectField>
        {props.kind.value === 'pass' ? (
          <>
            {props.passUse && (
              <SelectField
                label="Counts"
                hint="Gym visits are used at check-in; PT sessions by personal-training appointments."
                {...props.passUse}
              >
                <option value="visits">Gym visits</option>
                <option value="training">Personal-training sessions</option>
              </SelectField>
            )}
            <Field
              label={props.passUse?.value === 'training' ? 'Sessions' : 'Visits'}
              type="number"
              inputMode="numeric"
              min={1}
              max={PASS_VISITS_MAX}
              hint={props.passUse?.value === 'training' ? 'Blank: unlimited sessions' : 'Blank: unlimited visits'}
              {...props.passVisits}
            />
            <Field
              label="Days"
              type="number"
              inputMode="numeric"
              min={1}
              max={PASS_DAYS_MAX}
              hint="How long it is valid from its first day. Blank: no end date"
              {...props.passDays}
            />
          </>
        ) : (
          <SelectField label="Billing period" required {...props.period}>
            {PLAN_PERIODS.map((period) => (
              <option key={period} value={period}>
                {PLAN_PERIOD_LABELS[period]}
              </option>
            ))}
          </SelectField>
        )}
      </div>
      <div className="plan-website-field">
        <input
          id={websiteId}
          type="checkbox"
          checked={props.showOnWebsite.checked}
          onChange={(event) => props.showOnWebsite.onChange(event.target.checked)}
          aria-describedby={`${websiteId}-hint`}
        />
        <label htmlFor={websiteId}>Show on website</label>
        <p className="field-hint" id={`${websiteId}-hint`}>
          The public Services page lists the plan with its price and billing period.
        </p>
      </div>
    </>
  );
}
