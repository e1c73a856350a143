// A labelled <select> with its error beside it, like Field for inputs.
import { Label } from 'radix-ui';
import { type Ref, type SelectHTMLAttributes, useId } from 'react';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({ label, error, hint, children, ...select }: SelectFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <Label.Root htmlFor={id}>{label}</Label.Root>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy || undefined} {...select}>
        {children}
      </select>
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
