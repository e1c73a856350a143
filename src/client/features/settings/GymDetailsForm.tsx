// "Gym": who the gym is and when it is open — what the public pages, receipts and mail show.
import type { FormEvent } from 'react';
import { LIMITS } from '../../../shared/fields.js';
import { SETTINGS_LIMITS } from '../../../shared/settings.schemas.js';
import { ActionMessageView } from '../../components/ActionMessageView.js';
import { Button } from '../../components/Button.js';
import { Field, TextAreaField } from '../../components/Field.js';
import { useForm } from '../../lib/forms.js';
import { trpc } from '../../lib/trpc.js';
import { closedValue, type GymDetails, gymForm, gymFormValues, isClosed } from './gymForm.js';
import { OpeningHoursFields } from './OpeningHoursFields.js';
import { useSettingsSave } from './useSettingsSave.js';

export function GymDetailsForm({ gym }: { gym: GymDetails }) {
  const form = useForm(gymForm, gymFormValues(gym));
  // What was sent is what is stored (trimmed, the email lower-cased): show it as stored.
  const { outcome, callbacks, begin } = useSettingsSave(form, gymFormValues, {
    saved: 'Gym details saved.',
    failed: 'Could not save the gym details. Please try again.',
  });
  const save = trpc.settings.updateGym.useMutation(callbacks);

  function submit(event: FormEvent) {
    begin(event, save.reset);
    const input = form.validate();
    if (input) save.mutate(input);
  }

  return (
    <form ref={form.ref} onSubmit={submit} noValidate aria-label="Gym details" className="settings-form">
      {/* autoComplete off: these are the gym's details, not the admin's own address and phone. */}
      <div className="form-row">
        <Field label="Gym name" autoComplete="off" required maxLength={LIMITS.nameMax} {...form.field('name')} />
        <Field
          label="Short tagline"
          autoComplete="off"
          maxLength={SETTINGS_LIMITS.taglineMax}
          {...form.field('tagline')}
        />
      </div>
      <div className="form-row">
        <Field
          label="Street address"
          autoComplete="off"
          maxLength={SETTINGS_LIMITS.streetMax}
          {...form.field('street')}
        />
        <Field label="City" autoComplete="off" maxLength={SETTINGS_LIMITS.cityMax} {...form.field('city')} />
      </div>
      <div className="form-row">
        <Field
          label="Phone"
          type="tel"
          autoComplete="off"
          maxLength={SETTINGS_LIMITS.phoneMax}
          {...form.field('phone')}
        />
        <Field label="Email" type="email" autoComplete="off" maxLength={LIMITS.emailMax} {...form.field('email')} />
        <Field
          label="Website"
          type="url"
          autoComplete="off"
          placeholder="https://"
          maxLength={SETTINGS_LIMITS.websiteMax}
          {...form.field('website')}
        />
      </div>
      <OpeningHoursFields
        field={form.field}
        isClosed={(day) => isClosed(form.values, day)}
        setClosed={(day, closed) =>
          form.setValues((values) => ({ ...values, [`hours.${day}.closed`]: closedValue(closed) }))
        }
      />
      <TextAreaField label="About us" rows={6} maxLength={SETTINGS_LIMITS.aboutMax} {...form.field('about')} />
      <ActionMessageView action={outcome} />
      <div>
        <Button type="submit" pending={save.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}
