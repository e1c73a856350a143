// "Log maintenance": what was done and on which gym day (today unless changed). It restarts the item's
// service interval.
import type { FormEvent } from 'react';
import { logMaintenanceInput } from '../../../shared/equipment.schemas.js';
import { LIMITS } from '../../../shared/fields.js';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { Field, TextAreaField } from '../../components/Field.js';
import { DialogCancel, FormDialog } from '../../components/FormDialog.js';
import { errorCodeOf, fieldErrorsOf, formLevelError } from '../../lib/errors.js';
import { useForm } from '../../lib/forms.js';
import { useGymToday } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';
import type { EquipmentListItem } from './types.js';

interface LogMaintenanceDialogProps {
  item: EquipmentListItem;
  onLogged: () => void;
}

export function LogMaintenanceDialog({ item, onLogged }: LogMaintenanceDialogProps) {
  return (
    <FormDialog
      triggerLabel="Log maintenance"
      title={`Log maintenance for ${item.name}`}
      description="What was done, and when. The next service is counted from this date."
    >
      {(close) => (
        <LogMaintenanceForm
          item={item}
          onLogged={() => {
            close(true);
            onLogged();
          }}
        />
      )}
    </FormDialog>
  );
}

function LogMaintenanceForm({ item, onLogged }: LogMaintenanceDialogProps) {
  const today = useGymToday();
  const form = useForm(logMaintenanceInput, { onDay: today, note: '' });
  const utils = trpc.useUtils();
  const log = trpc.equipment.logMaintenance.useMutation({
    onSuccess: async () => {
      await Promise.all([
        utils.equipment.list.invalidate(),
        utils.equipment.listServiceDue.invalidate(),
        utils.equipment.listLog.invalidate({ id: item.id }),
      ]);
      onLogged();
    },
    onError: (error) => {
      // The server's only refusal without a field is a date after the gym's today: it is the date's.
      const onField = errorCodeOf(error) === 'BAD_REQUEST' && Object.keys(fieldErrorsOf(error)).length === 0;
      if (onField) form.showErrors({ onDay: error.message });
      else form.showServerErrors(error);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    log.reset();
    const input = form.validate({ id: item.id });
    if (input) log.mutate(input);
  }

  const formError =
    errorCodeOf(log.error) === 'BAD_REQUEST'
      ? null
      : formLevelError(log.error, 'Could not log the maintenance. Please try again.');
  return (
    <form ref={form.ref} onSubmit={submit} noValidate aria-label={`Log maintenance for ${item.name}`}>
      {formError && <Alert tone="error">{formError}</Alert>}
      <Field label="Date" type="date" required max={today} {...form.field('onDay')} />
      <TextAreaField label="Note" required rows={3} maxLength={LIMITS.messageMax} {...form.field('note')} />
      <div className="dialog-actions">
        <DialogCancel disabled={log.isPending} />
        <Button type="submit" pending={log.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}
