// Add equipment: a name (unique whatever its capitals and accents) and a whole-number quantity.
import type { FormEvent } from 'react';
import { addEquipmentInput, parseQuantityText } from '../../../shared/equipment.schemas.js';
import { LIMITS } from '../../../shared/fields.js';
import { ActionMessageView } from '../../components/ActionMessageView.js';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { Field } from '../../components/Field.js';
import { errorCodeOf, fieldErrorsOf, messageOf } from '../../lib/errors.js';
import { useForm } from '../../lib/forms.js';
import { trpc } from '../../lib/trpc.js';
import { useActionMessage } from '../../lib/useActionMessage.js';

export function AddEquipmentForm() {
  const utils = trpc.useUtils();
  const form = useForm(addEquipmentInput, { name: '', quantity: '' });
  const outcome = useActionMessage();
  const add = trpc.equipment.add.useMutation({
    onSuccess: async (_item, input) => {
      form.reset();
      await utils.equipment.list.invalidate();
      outcome.success(`Added ${input.name}.`);
    },
    onError: (error) => {
      // A name already in use belongs beside the Name field, which then takes focus.
      if (errorCodeOf(error) === 'CONFLICT') form.showErrors({ name: error.message });
      else if (Object.keys(fieldErrorsOf(error)).length > 0) form.showServerErrors(error);
      else outcome.failure(messageOf(error, 'Failed to add equipment.'));
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    outcome.clear();
    add.reset();
    const input = form.validate({ quantity: parseQuantityText(form.values.quantity) });
    if (input) add.mutate(input);
  }

  // With field errors the fields take focus; their summary stays above the form.
  const fieldProblem = add.isError && Object.keys(fieldErrorsOf(add.error)).length > 0;
  return (
    <form ref={form.ref} onSubmit={submit} noValidate aria-label="Add equipment">
      <ActionMessageView action={outcome} />
      {fieldProblem && <Alert tone="error">{messageOf(add.error, 'Failed to add equipment.')}</Alert>}
      <div className="form-row">
        <Field label="Name" autoComplete="off" maxLength={LIMITS.nameMax} required {...form.field('name')} />
        {/* Text, not type=number: a number box would take "1e3" as 1000 and hide what was typed. */}
        <Field label="Quantity" inputMode="numeric" autoComplete="off" required {...form.field('quantity')} />
      </div>
      <div>
        <Button type="submit" pending={add.isPending}>
          Add Equipment
        </Button>
      </div>
    </form>
  );
}
