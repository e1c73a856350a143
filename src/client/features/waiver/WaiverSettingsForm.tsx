// Settings › "Waiver": the text members accept at sign-up, at "Add member" and, after a change, at their
// next sign-in. Saving a changed text makes a new version; saving it empty means the gym has none.
import './waiver.css';
import type { FormEvent } from 'react';
import { WAIVER_TEXT_MAX, type Waiver, waiverUpdateInput } from '../../../shared/waiver.schemas.js';
import { ActionMessageView } from '../../components/ActionMessageView.js';
import { Button } from '../../components/Button.js';
import { TextAreaField } from '../../components/Field.js';
import { useForm } from '../../lib/forms.js';
import { useGymFormat } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';
import { useSettingsSave } from '../settings/useSettingsSave.js';

export function WaiverSettingsForm({ waiver }: { waiver: Waiver }) {
  const format = useGymFormat();
  const form = useForm(waiverUpdateInput, { text: waiver.text });
  const { outcome, callbacks, begin } = useSettingsSave(form, (sent: { text: string }) => ({ text: sent.text }), {
    saved: 'Waiver saved.',
    failed: 'Could not save the waiver. Please try again.',
  });
  const save = trpc.waiver.update.useMutation(callbacks);

  function submit(event: FormEvent) {
    begin(event, save.reset);
    const input = form.validate();
    if (input) save.mutate(input);
  }

  const status =
    waiver.version > 0 && waiver.text !== ''
      ? `Version ${waiver.version}${waiver.updatedAt ? `, saved ${format.dateTime(waiver.updatedAt)}` : ''}.`
      : 'No waiver: sign-up and "Add member" ask for none.';
  return (
    <form ref={form.ref} onSubmit={submit} noValidate aria-label="Waiver" className="settings-form waiver-settings">
      <p className="muted">{status}</p>
      <TextAreaField
        label="Waiver text"
        maxLength={WAIVER_TEXT_MAX}
        rows={10}
        hint="Plain paragraphs. Saving a changed text asks every member to accept it again at their next sign-in; saving it empty removes the waiver."
        {...form.field('text')}
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
