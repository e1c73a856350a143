// Edit a class in a dialog. A new capacity reaches its upcoming sessions as given (nobody booked loses
// their place; places freed later are not taken again while a session is over it), and new places go
// to the people waiting, so the dialog says so.
import type { FormEvent } from 'react';
import { updateClassInput } from '../../../../shared/classes.schemas.js';
import { Alert } from '../../../components/Alert.js';
import { Button } from '../../../components/Button.js';
import { DialogCancel, FormDialog } from '../../../components/FormDialog.js';
import { formLevelError } from '../../../lib/errors.js';
import { useForm } from '../../../lib/forms.js';
import { trpc } from '../../../lib/trpc.js';
import { ClassFields } from './ClassFields.js';
import { classFormValues, classNumbers, followTrainer } from './classForm.js';
import { refreshSessions } from './refreshSessions.js';
import type { ClassListItem } from './types.js';

interface EditClassDialogProps {
  klass: ClassListItem;
  onSaved: (name: string) => void;
}

export function EditClassDialog({ klass, onSaved }: EditClassDialogProps) {
  return (
    <FormDialog
      triggerLabel="Edit"
      title={`Edit ${klass.name}`}
      description="A new capacity applies to upcoming sessions; extra places go to the waitlist first."
    >
      {(close) => (
        <EditClassForm
          klass={klass}
          onSaved={(name) => {
            close(true);
            onSaved(name);
          }}
        />
      )}
    </FormDialog>
  );
}

function EditClassForm({ klass, onSaved }: EditClassDialogProps) {
  const utils = trpc.useUtils();
  const form = useForm(updateClassInput, classFormValues(klass));
  const update = trpc.classes.update.useMutation({
    onSuccess: async (saved) => {
      onSaved(saved.name);
      // Sessions show the class's name, trainer and capacity.
      await Promise.all([utils.classes.list.invalidate(), refreshSessions(utils)]);
    },
    onError: (error) => form.showServerErrors(error),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    update.reset();
    const input = form.validate({ classId: klass.id, ...classNumbers(form.values) });
    if (input) update.mutate(input);
  }

  const formError = formLevelError(update.error, 'Could not save the class. Please try again.');
  return (
    <form ref={form.ref} onSubmit={submit} noValidate aria-label={`Edit ${klass.name}`}>
      {formError && <Alert tone="error">{formError}</Alert>}
      <ClassFields
        name={form.field('name')}
        trainer={form.field('trainer')}
        trainerId={form.field('trainerId')}
        onTrainerPicked={(before, after) => form.setValues((values) => followTrainer(values, before, after))}
        capacity={form.field('capacity')}
        durationMinutes={form.field('durationMinutes')}
        description={form.field('description')}
      />
      <div className="dialog-actions">
        <DialogCancel disabled={update.isPending} />
        <Button type="submit" pending={update.isPending}>
          Save class
        </Button>
      </div>
    </form>
  );
}
