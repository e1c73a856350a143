// What a failed save shows. A message for a field the form has goes beside that field (which takes
// focus); anything else — no connection, a conflict, a field this form does not show — goes in the
// form's message, so no refusal is ever silent.
import { fieldErrorsOf, messageOf } from '../../lib/errors.js';
import type { useActionMessage } from '../../lib/useActionMessage.js';

interface FormWithFields {
  values: Record<string, string>;
  showErrors: (errors: Record<string, string>) => void;
}

export function showSaveError(
  error: unknown,
  form: FormWithFields,
  outcome: ReturnType<typeof useActionMessage>,
  fallback: string,
): void {
  const errors = fieldErrorsOf(error);
  const fields = Object.keys(errors);
  if (fields.length > 0) form.showErrors(errors);
  if (fields.length === 0 || fields.some((field) => !(field in form.values))) {
    outcome.failure(messageOf(error, fallback));
  }
}
