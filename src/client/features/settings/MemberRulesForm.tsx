// "Members": whether a member's pause request is approved at once, and how many hours before a class
// its reminder goes out.
import { type FormEvent, useState } from 'react';
import { memberRulesInput } from '../../../shared/pauses.schemas.js';
import { ActionMessageView } from '../../components/ActionMessageView.js';
import { Button } from '../../components/Button.js';
import { CheckboxField, Field } from '../../components/Field.js';
import { typedNumber, useForm } from '../../lib/forms.js';
import { trpc } from '../../lib/trpc.js';
import type { AdminSettings } from './types.js';
import { useSettingsSave } from './useSettingsSave.js';

type Values = { classReminderHours: string };
type Sent = { pauseAutoApprove: boolean; classReminderHours: number };

const valuesOf = (rules: Pick<Sent, 'classReminderHours'>): Values => ({
  classReminderHours: String(rules.classReminderHours),
});

export function MemberRulesForm({ rules }: { rules: Pick<AdminSettings, 'pauseAutoApprove' | 'classReminderHours'> }) {
  const form = useForm(memberRulesInput, valuesOf(rules));
  const [autoApprove, setAutoApprove] = useState(rules.pauseAutoApprove);
  const { outcome, callbacks, begin } = useSettingsSave(form, (sent: Sent) => valuesOf(sent), {
    saved: 'Member rules saved.',
    failed: 'Could not save the member rules. Please try again.',
  });
  const save = trpc.settings.updateMemberRules.useMutation(callbacks);

  function submit(event: FormEvent) {
    begin(event, save.reset);
    const input = form.validate({
      pauseAutoApprove: autoApprove,
      classReminderHours: typedNumber(form.values.classReminderHours),
    });
    if (input) save.mutate(input);
  }

  return (
    <form ref={form.ref} onSubmit={submit} noValidate aria-label="Members" className="settings-form">
      <CheckboxField
        label="Approve pause requests automatically"
        hint="Otherwise an admin or manager approves each one on the member's page."
        checked={autoApprove}
        onCheckedChange={setAutoApprove}
      />
      <Field
        label="Send class reminders this many hours before"
        required
        inputMode="numeric"
        autoComplete="off"
        hint="Between 1 and 72. Members who turned reminders off get none."
        {...form.field('classReminderHours')}
      />
      <ActionMessageView action={outcome} />
      <div>
        <Button type="submit" pending={save.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}
