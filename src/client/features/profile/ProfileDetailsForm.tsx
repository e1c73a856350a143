// My profile's details: phone, emergency contact and whether reminders are mailed (receipts always are).
import { type FormEvent, useId, useState } from 'react';
import { profileDetailsInput } from '../../../shared/profile.schemas.js';
import { ActionMessageView } from '../../components/ActionMessageView.js';
import { Button } from '../../components/Button.js';
import { CheckboxField, Field } from '../../components/Field.js';
import { useForm } from '../../lib/forms.js';
import { trpc } from '../../lib/trpc.js';
import { useActionMessage } from '../../lib/useActionMessage.js';
import { showSaveError } from '../settings/saveOutcome.js';

export interface ProfileDetails {
  phone: string;
  emergencyContactName: string;
  emergencyContactPhone: string;
  reminderEmails: boolean;
}

export function ProfileDetailsForm({ details }: { details: ProfileDetails }) {
  const headingId = useId();
  const outcome = useActionMessage();
  const utils = trpc.useUtils();
  const form = useForm(profileDetailsInput, {
    phone: details.phone,
    emergencyContactName: details.emergencyContactName,
    emergencyContactPhone: details.emergencyContactPhone,
  });
  const [reminders, setReminders] = useState(details.reminderEmails);
  const save = trpc.profile.update.useMutation({
    onSuccess: async () => {
      await utils.profile.details.invalidate();
      outcome.success('Profile saved.');
    },
    onError: (error) => showSaveError(error, form, outcome, 'Could not save your profile. Please try again.'),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    outcome.clear();
    save.reset();
    const input = form.validate({ reminderEmails: reminders });
    if (input) save.mutate(input);
  }

  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>Contact details</h2>
      <form ref={form.ref} onSubmit={submit} noValidate aria-labelledby={headingId} className="profile-form">
        <Field label="Phone" type="tel" autoComplete="tel" {...form.field('phone')} />
        <Field label="Emergency contact name" autoComplete="off" {...form.field('emergencyContactName')} />
        <Field label="Emergency contact phone" type="tel" autoComplete="off" {...form.field('emergencyContactPhone')} />
        <CheckboxField
          label="Email me class and pass reminders"
          hint="Receipts and messages about your account are always sent."
          checked={reminders}
          onCheckedChange={setReminders}
        />
        <ActionMessageView action={outcome} />
        <div>
          <Button type="submit" pending={save.isPending}>
            Save
          </Button>
        </div>
      </form>
    </section>
  );
}
