// "Add time": a weekday and a start time on the gym's clock. The class's sessions for the coming weeks
// are scheduled at once; the same weekday and time twice is refused by the server.
import type { FormEvent } from 'react';
import { addSlotInput, SESSION_WEEKS_AHEAD, WEEKDAY_LABELS } from '../../../../shared/classes.schemas.js';
import { Alert } from '../../../components/Alert.js';
import { Button } from '../../../components/Button.js';
import { Field } from '../../../components/Field.js';
import { DialogCancel, FormDialog } from '../../../components/FormDialog.js';
import { SelectField } from '../../../components/SelectField.js';
import { formLevelError } from '../../../lib/errors.js';
import { useForm } from '../../../lib/forms.js';
import { useGymFormat } from '../../../lib/gym.js';
import { trpc } from '../../../lib/trpc.js';
import { slotLabel } from './gymTime.js';
import { refreshSessions } from './refreshSessions.js';
import type { ClassListItem } from './types.js';

interface AddTimeDialogProps {
  klass: ClassListItem;
  onAdded: (text: string) => void;
}

export function AddTimeDialog({ klass, onAdded }: AddTimeDialogProps) {
  const { timeZone } = useGymFormat();
  return (
    <FormDialog
      triggerLabel="Add time"
      title={`Add a weekly time to ${klass.name}`}
      description={`Sessions are scheduled for the next ${SESSION_WEEKS_AHEAD} weeks, on the gym's clock (${timeZone}).`}
    >
      {(close) => (
        <AddTimeForm
          klass={klass}
          onAdded={(text) => {
            close(true);
            onAdded(text);
          }}
        />
      )}
    </FormDialog>
  );
}

function AddTimeForm({ klass, onAdded }: AddTimeDialogProps) {
  const utils = trpc.useUtils();
  const format = useGymFormat();
  const form = useForm(addSlotInput, { weekday: '', startTime: '' });
  const addSlot = trpc.classes.addSlot.useMutation({
    onSuccess: async ({ slot, sessionsCreated }) => {
      onAdded(
        `Added ${slotLabel(slot, format)} to ${klass.name}: ${format.countOf(sessionsCreated, 'session')} scheduled.`,
      );
      await Promise.all([utils.classes.list.invalidate(), refreshSessions(utils)]);
    },
    onError: (error) => form.showServerErrors(error),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    addSlot.reset();
    const weekday = form.values.weekday === '' ? undefined : Number(form.values.weekday);
    const input = form.validate({ classId: klass.id, weekday });
    if (input) addSlot.mutate(input);
  }

  const formError = formLevelError(addSlot.error, 'Could not add the time. Please try again.');
  return (
    <form ref={form.ref} onSubmit={submit} noValidate aria-label={`Add a weekly time to ${klass.name}`}>
      {formError && <Alert tone="error">{formError}</Alert>}
      <div className="form-row">
        <SelectField label="Weekday" required {...form.field('weekday')}>
          <option value="">Choose a weekday</option>
          {WEEKDAY_LABELS.map((label, index) => (
            <option key={label} value={index + 1}>
              {label}
            </option>
          ))}
        </SelectField>
        <Field
          label="Start time"
          type="time"
          hint="For example 18:00 (6:00 PM)"
          required
          {...form.field('startTime')}
        />
      </div>
      <div className="dialog-actions">
        <DialogCancel disabled={addSlot.isPending} />
        <Button type="submit" pending={addSlot.isPending}>
          Add time
        </Button>
      </div>
    </form>
  );
}
