// "Rules": the gym's clock and the rules that run on it (when bills fall due, how long an overdue bill
// still lets a member in, how late a class booking can be cancelled).
import { type FormEvent, useId, useMemo } from 'react';
import { type RulesInput, rulesInput } from '../../../shared/settings.schemas.js';
import { ActionMessageView } from '../../components/ActionMessageView.js';
import { Button } from '../../components/Button.js';
import { Field } from '../../components/Field.js';
import { typedNumber, useForm } from '../../lib/forms.js';
import { trpc } from '../../lib/trpc.js';
import { timeZoneChoices } from './choices.js';
import type { AdminSettings } from './types.js';
import { useSettingsSave } from './useSettingsSave.js';

type RulesValues = { timeZone: string; billingDueDays: string; checkinGraceDays: string; bookingCancelHours: string };

function rulesValues(rules: RulesInput): RulesValues {
  return {
    timeZone: rules.timeZone,
    billingDueDays: String(rules.billingDueDays),
    checkinGraceDays: String(rules.checkinGraceDays),
    bookingCancelHours: String(rules.bookingCancelHours),
  };
}

export function RulesForm({ rules }: { rules: Pick<AdminSettings, keyof RulesInput> }) {
  const zoneListId = useId();
  const zones = useMemo(timeZoneChoices, []);
  const form = useForm(rulesInput, rulesValues(rules));
  // The zone in its own spelling ('europe/london' is Europe/London), as stored.
  const { outcome, callbacks, begin } = useSettingsSave(form, rulesValues, {
    saved: 'Rules saved.',
    failed: 'Could not save the rules. Please try again.',
  });
  const save = trpc.settings.updateRules.useMutation(callbacks);

  function submit(event: FormEvent) {
    begin(event, save.reset);
    const input = form.validate({
      billingDueDays: typedNumber(form.values.billingDueDays),
      checkinGraceDays: typedNumber(form.values.checkinGraceDays),
      bookingCancelHours: typedNumber(form.values.bookingCancelHours),
    });
    if (input) save.mutate(input);
  }

  return (
    <form ref={form.ref} onSubmit={submit} noValidate aria-label="Rules" className="settings-form">
      <Field
        label="Time zone"
        required
        list={zoneListId}
        autoComplete="off"
        spellCheck={false}
        hint="Region/City, such as Europe/London. Today, due dates and class times are on this clock."
        {...form.field('timeZone')}
      />
      <datalist id={zoneListId}>
        {zones.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
      <div className="form-row">
        {/* Text, not type=number: a number box would take "1e3" as 1000 and hide what was typed. */}
        <Field
          label="Days to pay a bill"
          required
          inputMode="numeric"
          autoComplete="off"
          hint="A bill is due this many days after it is issued."
          {...form.field('billingDueDays')}
        />
        <Field
          label="Days a bill may be overdue at check-in"
          required
          inputMode="numeric"
          autoComplete="off"
          hint="After that, check-in is refused until the member pays."
          {...form.field('checkinGraceDays')}
        />
        <Field
          label="Hours before a class to cancel"
          required
          inputMode="numeric"
          autoComplete="off"
          hint="Members can cancel a booking until this many hours before it starts."
          {...form.field('bookingCancelHours')}
        />
      </div>
      <ActionMessageView action={outcome} />
      <div>
        <Button type="submit" pending={save.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}
