// Edit an item's name, quantity and service interval in a dialog.
import type { FormEvent } from 'react';
import {
  parseQuantityText,
  parseServiceIntervalText,
  updateEquipmentInput,
} from '../../../shared/equipment.schemas.js';
import { LIMITS } from '../../../shared/fields.js';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { Field } from '../../components/Field.js';
import { DialogCancel, FormDialog } from '../../components/FormDialog.js';
import { errorCodeOf, formLevelError } from '../../lib/errors.js';
import { useForm } from '../../lib/forms.js';
import { trpc } from '../../lib/trpc.js';
import type { EquipmentListItem } from './types.js';

interface EditEquipmentDialogProps {
  item: EquipmentListItem;
  onSaved: (name: string) => void;
}

export function EditEquipmentDialog({ item, onSaved }: EditEquipmentDialogProps) {
  return (
    <FormDialog
      triggerLabel="Edit"
      title={`Edit ${item.name}`}
      description="Change the name, the quantity or how often it needs a service."
    >
      {(close) => (
        <EditEquipmentForm
          item={item}
          onSaved={(name) => {
            close(true);
            onSaved(name);
          }}
        />
      )}
    </FormDialog>
  );
}

function EditEquipmentForm({ item, onSaved }: EditEquipmentDialogProps) {
  const utils = trpc.useUtils();
  const form = useForm(updateEquipmentInput, {
    name: item.name,
    quantity: String(item.quantity),
    serviceIntervalDays: item.serviceIntervalDays === null ? '' : String(item.serviceIntervalDays),
  });
  const update = trpc.equipment.update.useMutation({
    onSuccess: async (saved) => {
      await Promise.all([utils.equipment.list.invalidate(), utils.equipment.listServiceDue.invalidate()]);
      onSaved(saved.name);
    },
    onError: (error) => {
      if (errorCodeOf(error) === 'CONFLICT') form.showErrors({ name: error.message });
      else form.showServerErrors(error);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    update.reset();
    const input = form.validate({
      id: item.id,
      quantity: parseQuantityText(form.values.quantity),
      serviceIntervalDays: parseServiceIntervalText(form.values.serviceIntervalDays),
    });
    if (input) update.mutate(input);
  }

  const conflict = errorCodeOf(update.error) === 'CONFLICT';
  const formError = conflict ? null : formLevelError(update.error, 'Could not save the equipment. Please try again.');
  return (
    <form ref={form.ref} onSubmit={submit} noValidate aria-label={`Edit ${item.name}`}>
      {formError && <Alert tone="error">{formError}</Alert>}
      <Field label="Name" autoComplete="off" maxLength={LIMITS.nameMax} required {...form.field('name')} />
      <Field label="Quantity" inputMode="numeric" autoComplete="off" required {...form.field('quantity')} />
      <Field
        label="Service interval (days)"
        inputMode="numeric"
        autoComplete="off"
        hint="Leave empty if it needs no regular service."
        {...form.field('serviceIntervalDays')}
      />
      <div className="dialog-actions">
        <DialogCancel disabled={update.isPending} />
        <Button type="submit" pending={update.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}
