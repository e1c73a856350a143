// Settings › Training: the unit loads are shown and typed in (kilograms or pounds). Loads are kept in
// grams, so switching converts what is shown and changes nothing recorded.
import { type FormEvent, useState } from 'react';
import { trainingSettingsInput } from '../../../shared/trainers.schemas.js';
import { WEIGHT_UNIT_LABELS, WEIGHT_UNITS, type WeightUnit } from '../../../shared/weights.js';
import { ActionMessageView } from '../../components/ActionMessageView.js';
import { Button } from '../../components/Button.js';
import { SelectField } from '../../components/SelectField.js';
import { useForm } from '../../lib/forms.js';
import { trpc } from '../../lib/trpc.js';
import { useSettingsSave } from '../settings/useSettingsSave.js';

export function TrainingSettingsForm({ weightUnit }: { weightUnit: WeightUnit }) {
  const form = useForm(trainingSettingsInput, {});
  const [unit, setUnit] = useState<WeightUnit>(weightUnit);
  const { outcome, callbacks, begin } = useSettingsSave(form, () => ({}), {
    saved: 'Training settings saved.',
    failed: 'Could not save the training settings. Please try again.',
  });
  const save = trpc.settings.updateTraining.useMutation(callbacks);

  function submit(event: FormEvent) {
    begin(event, save.reset);
    const input = form.validate({ weightUnit: unit });
    if (input) save.mutate(input);
  }

  return (
    <form ref={form.ref} onSubmit={submit} noValidate aria-label="Training" className="settings-form">
      <SelectField
        label="Weights in"
        hint="Programs and workout logs show and take loads in this unit."
        value={unit}
        onChange={(event) => setUnit(event.target.value as WeightUnit)}
      >
        {WEIGHT_UNITS.map((u) => (
          <option key={u} value={u}>
            {WEIGHT_UNIT_LABELS[u]}
          </option>
        ))}
      </SelectField>
      <ActionMessageView action={outcome} />
      <div>
        <Button type="submit" pending={save.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}
