// What each Settings form does around its own save, written once: after a save the fields show what is
// stored (in its canonical spelling), every screen reads the new settings and the form says so; a
// refusal lands beside its field or in the form's message. Each form keeps its own mutation and input.
import type { FormEvent } from 'react';
import { useActionMessage } from '../../lib/useActionMessage.js';
import { showSaveError } from './saveOutcome.js';
import { useSettingsSaved } from './useSettingsSaved.js';

interface SettingsForm<V> {
  values: Record<string, string>;
  setValues: (values: V) => void;
  showErrors: (errors: Record<string, string>) => void;
}

export function useSettingsSave<V, Sent>(
  form: SettingsForm<V>,
  stored: (sent: Sent) => V,
  texts: { saved: string; failed: string },
) {
  const outcome = useActionMessage();
  const saved = useSettingsSaved();
  return {
    outcome,
    /** For the form's useMutation. */
    callbacks: {
      onSuccess: async (_answer: unknown, sent: Sent) => {
        form.setValues(stored(sent));
        await saved();
        outcome.success(texts.saved);
      },
      onError: (error: unknown) => showSaveError(error, form, outcome, texts.failed),
    },
    /** A submit starts afresh: no page reload, no message or error left from the last try. */
    begin(event: FormEvent, resetMutation: () => void) {
      event.preventDefault();
      outcome.clear();
      resetMutation();
    },
  };
}
