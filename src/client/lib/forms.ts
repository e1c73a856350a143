// Form state validated with the same zod/mini schemas the server uses, so a mistake gets the same
// message on both sides. Server field errors land beside the same fields.
import { type ChangeEvent, useState } from 'react';
import type * as z from 'zod/mini';
import { fieldErrorsOf } from './errors.js';

type Values = Record<string, string>;

export function issuesToFieldErrors(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>) {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  return errors;
}

export function useForm<S extends z.ZodMiniType, V extends Values>(schema: S, initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  function field(name: keyof V & string) {
    return {
      name,
      value: values[name] ?? '',
      error: fieldErrors[name],
      onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) {
        const value = event.target.value;
        setValues((current) => ({ ...current, [name]: value }));
        if (fieldErrors[name]) setFieldErrors(({ [name]: _cleared, ...rest }) => rest);
      },
    };
  }

  /** The parsed input, or null after showing the messages beside the fields. */
  function validate(extra: Record<string, unknown> = {}): z.output<S> | null {
    const result = schema.safeParse({ ...values, ...extra });
    if (!result.success) {
      setFieldErrors(issuesToFieldErrors(result.error.issues));
      return null;
    }
    setFieldErrors({});
    return result.data;
  }

  return {
    values,
    setValues,
    field,
    validate,
    fieldErrors,
    showServerErrors: (error: unknown) => setFieldErrors(fieldErrorsOf(error)),
    reset: () => {
      setValues(initial);
      setFieldErrors({});
    },
  };
}
