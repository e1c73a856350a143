// Add a class: its details now, its weekly times afterwards (on the class in the list).
import { type FormEvent, useState } from 'react';
import { createClassInput } from '../../../../shared/classes.schemas.js';
import { Alert } from '../../../components/Alert.js';
import { Button } from '../../../components/Button.js';
import { formLevelError } from '../../../lib/errors.js';
import { useForm } from '../../../lib/forms.js';
import { trpc } from '../../../lib/trpc.js';
import { ClassFields } from './ClassFields.js';
import { classNumbers, EMPTY_CLASS, followTrainer } from './classForm.js';

export function AddClassForm() {
  const utils = trpc.useUtils();
  const form = useForm(createClassInput, EMPTY_CLASS);
  const [added, setAdded] = useState<string | null>(null);
  const create = trpc.classes.create.useMutation({
    onSuccess: (klass) => {
      setAdded(`Added class ${klass.name}. Add its weekly times below.`);
      form.reset();
      return utils.classes.list.invalidate();
    },
    onError: (error) => form.showServerErrors(error),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setAdded(null);
    create.reset();
    const input = form.validate(classNumbers(form.values));
    if (input) create.mutate(input);
  }

  const formError = formLevelError(create.error, 'Could not add the class. Please try again.');
  return (
    <form ref={form.ref} onSubmit={submit} noValidate aria-label="Add a class">
      {added && <Alert tone="success">{added}</Alert>}
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
      <div>
        <Button type="submit" pending={create.isPending}>
          Add class
        </Button>
      </div>
    </form>
  );
}
