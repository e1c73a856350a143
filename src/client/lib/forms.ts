// Form state validated with the same zod/mini schemas the server uses, so a mistake gets the same
// message on both sides. Server field errors land beside the same fields. After a failed submit the
// first invalid field takes focus (pass `form.ref` to the <form>), so keyboard and screen-reader users
// land on the problem.
import { type ChangeEvent, type RefObject, useEffect, useRef, useState } from 'react';
import type * as z from 'zod/mini';
import { fieldErrorsOf } from './errors.js';

type Values = Record<string, string>;

/**
 * A number field's text for its schema: empty as missing ('… is required.'), a number as a number,
 * anything else as text ('… whole number.').
 */
export function typedNumber(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isNaN(value) ? trimmed : value;
}

export function issuesToFieldErrors(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>) {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  return errors;
}

export function useForm<S extends z.ZodMiniType, V extends Values>(schema: S, initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const ref = useRef<HTMLFormElement>(null);
  // Bumped on each failed submit; the effect runs after the fields have rendered aria-invalid.
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest > 0) ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  function showErrors(errors: Record<string, string>) {
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) setFocusRequest((n) => n + 1);
  }

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
      showErrors(issuesToFieldErrors(result.error.issues));
      return null;
    }
    setFieldErrors({});
    return result.data;
  }

  return {
    /** For the <form>: where the first invalid field is looked for. */
    ref,
    values,
    setValues,
    field,
    validate,
    fieldErrors,
    /** Messages the client works out itself (e.g. a payment larger than what remains). */
    showErrors,
    showServerErrors: (error: unknown) => showErrors(fieldErrorsOf(error)),
    reset: () => {
      setValues(initial);
      setFieldErrors({});
    },
  };
}

/**
 * A ref for a result message (an <Alert tabIndex={-1}>) that takes keyboard focus each time
 * `outcome` becomes a new non-null value — pass a mutation's `error` or `data` — so after a failed
 * sign-in or a saved form a keyboard or screen-reader user is at the outcome, never on the page body.
 */
export function useFocusOnOutcome<T extends HTMLElement = HTMLDivElement>(outcome: unknown): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (outcome) ref.current?.focus();
  }, [outcome]);
  return ref;
}

/**
 * Props for a field whose mistake the spec shows above the form ('Passwords do not match.'): the
 * field is still marked invalid and described by that message (give its wrapper `messageId`).
 * Spread only while the mistake stands: an explicit `aria-invalid={undefined}` would wipe the
 * field's own error marking.
 */
export function invalidBecauseOf(messageId: string) {
  return { 'aria-invalid': true, 'aria-describedby': messageId } as const;
}
