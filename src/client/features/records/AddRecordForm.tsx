import { type FormEvent, useState } from 'react';
import { LIMITS } from '../../../shared/fields.js';
import { addRecordInput } from '../../../shared/records.schemas.js';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { Field } from '../../components/Field.js';
import { messageOf } from '../../lib/errors.js';
import { useFocusOnOutcome, useForm } from '../../lib/forms.js';
import { trpc } from '../../lib/trpc.js';

export function AddRecordForm() {
  const utils = trpc.useUtils();
  const form = useForm(addRecordInput, { name: '' });
  const [added, setAdded] = useState<string | null>(null);
  const add = trpc.records.add.useMutation({
    onSuccess: (_record, input) => {
      setAdded(`Added ${input.name}.`);
      form.reset();
      return utils.records.list.invalidate();
    },
    onError: (error) => form.showServerErrors(error),
  });

  // The outcome takes focus; a mistake in the name focuses the field instead (useForm).
  const failedAboveForm = add.isError && Object.keys(form.fieldErrors).length === 0;
  const addedRef = useFocusOnOutcome(added);
  const failedRef = useFocusOnOutcome(failedAboveForm ? add.error : null);

  function submit(event: FormEvent) {
    event.preventDefault();
    setAdded(null);
    add.reset();
    const input = form.validate();
    if (input) add.mutate(input);
  }

  return (
    <form ref={form.ref} onSubmit={submit} noValidate aria-label="Add record">
      {added && (
        <Alert tone="success" ref={addedRef} tabIndex={-1}>
          {added}
        </Alert>
      )}
      {add.isError && (
        <Alert tone="error" ref={failedRef} tabIndex={-1}>
          {messageOf(add.error, 'Failed to add record.')}
        </Alert>
      )}
      <Field label="Name" autoComplete="off" maxLength={LIMITS.nameMax} required {...form.field('name')} />
      <div>
        <Button type="submit" pending={add.isPending}>
          Add Record
        </Button>
      </div>
    </form>
  );
}
