import { type FormEvent, useState } from 'react';
import { addEquipmentInput, QUANTITY_MAX } from '../../../shared/equipment.schemas.js';
import { LIMITS } from '../../../shared/fields.js';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { Field } from '../../components/Field.js';
import { messageOf } from '../../lib/errors.js';
import { useForm } from '../../lib/forms.js';
import { trpc } from '../../lib/trpc.js';

/** The number box's text as a number. An empty box becomes NaN, which the shared schema calls "required". */
function quantityFromText(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

export function AddEquipmentForm() {
  const utils = trpc.useUtils();
  const form = useForm(addEquipmentInput, { name: '', quantity: '' });
  const [added, setAdded] = useState<string | null>(null);
  const add = trpc.equipment.add.useMutation({
    onSuccess: (_item, input) => {
      setAdded(`Added ${input.name}.`);
      form.reset();
      return utils.equipment.list.invalidate();
    },
    onError: (error) => form.showServerErrors(error),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setAdded(null);
    add.reset();
    const input = form.validate({ quantity: quantityFromText(form.values.quantity) });
    if (input) add.mutate(input);
  }

  return (
    <form ref={form.ref} onSubmit={submit} noValidate aria-label="Add equipment">
      {added && <Alert tone="success">{added}</Alert>}
      {add.isError && <Alert tone="error">{messageOf(add.error, 'Failed to add equipment.')}</Alert>}
      <div className="form-row">
        <Field label="Name" autoComplete="off" maxLength={LIMITS.nameMax} required {...form.field('name')} />
        <Field
          label="Quantity"
          type="number"
          inputMode="numeric"
          min={0}
          max={QUANTITY_MAX}
          step={1}
          required
          {...form.field('quantity')}
        />
      </div>
      <div>
        <Button type="submit" pending={add.isPending}>
          Add Equipment
        </Button>
      </div>
    </form>
  );
}
