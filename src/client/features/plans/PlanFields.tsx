// Name, Price and Billing period: the fields of a plan, the same when adding and editing.
import type { ChangeEvent } from 'react';
import { LIMITS } from '../../../shared/fields.js';
import { PLAN_PERIOD_LABELS, PLAN_PERIODS } from '../../../shared/plans.schemas.js';
import { Field } from '../../components/Field.js';
import { SelectField } from '../../components/SelectField.js';

interface FieldProps {
  name: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
}

export interface PlanFieldsProps {
  name: FieldProps;
  price: FieldProps;
  period: FieldProps;
}

export function PlanFields(props: PlanFieldsProps) {
  return (
    <div className="form-row">
      <Field label="Name" autoComplete="off" maxLength={LIMITS.nameMax} required {...props.name} />
      <Field
        label="Price"
        inputMode="decimal"
        autoComplete="off"
        hint="In dollars, e.g. 29.99 (0 for a free plan)"
        required
        {...props.price}
      />
      <SelectField label="Billing period" required {...props.period}>
        {PLAN_PERIODS.map((period) => (
          <option key={period} value={period}>
            {PLAN_PERIOD_LABELS[period]}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
