// "Take payment now" with its method, for selling a pass and adding a member: ticked, what is issued
// is paid in full at once with that method; unticked, it stays open to pay later.
import { useId } from 'react';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from '../../../shared/billing.schemas.js';
import { SelectField } from '../../components/SelectField.js';

export interface TakePayment {
  taken: boolean;
  method: PaymentMethod;
}

export function TakePaymentFields({ value, onChange }: { value: TakePayment; onChange: (next: TakePayment) => void }) {
  const id = useId();
  return (
    <fieldset className="take-payment">
      <legend className="visually-hidden">Payment</legend>
      <div className="plan-website-field">
        <input
          id={id}
          type="checkbox"
          checked={value.taken}
          onChange={(event) => onChange({ ...value, taken: event.target.checked })}
        />
        <label htmlFor={id}>Take payment now</label>
      </div>
      {value.taken && (
        <SelectField
          label="Method"
          value={value.method}
          onChange={(event) => onChange({ ...value, method: event.target.value as PaymentMethod })}
        >
          {PAYMENT_METHODS.map((method) => (
            <option key={method} value={method}>
              {PAYMENT_METHOD_LABELS[method]}
            </option>
          ))}
        </SelectField>
      )}
    </fieldset>
  );
}

/** The procedures' `payment`: left out when not taken now. */
export function paymentOf(value: TakePayment) {
  return value.taken ? { payment: { method: value.method } } : {};
}
