// The gym's logo: the current one (from logoUrl), a file input that saves the chosen file at once
// (its hint says so beforehand), and "Remove logo". It is not part of the Gym details form: a logo is
// saved on its own, and a refused logo must not stand in the way of saving the rest.
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { ActionMessageView } from '../../components/ActionMessageView.js';
import { Button } from '../../components/Button.js';
import { Field } from '../../components/Field.js';
import { Loading } from '../../components/Loading.js';
import { fieldErrorsOf, messageOf } from '../../lib/errors.js';
import { trpc } from '../../lib/trpc.js';
import { useActionMessage } from '../../lib/useActionMessage.js';
import { LOGO_ACCEPT, readLogo } from './logoFile.js';
import { useSettingsSaved } from './useSettingsSaved.js';

/** A refusal and a serial, so the same refusal twice still brings focus back to the field. */
type Refusal = { message: string; serial: number } | null;

export function LogoField({ logoUrl }: { logoUrl: string | null }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<Refusal>(null);
  const [reading, setReading] = useState(false);
  const outcome = useActionMessage();
  const saved = useSettingsSaved();

  // The input is where the refusal is read (aria-describedby); the wrapper's live region announces it.
  useEffect(() => {
    if (refusal) inputRef.current?.focus();
  }, [refusal]);

  function refuse(message: string) {
    setRefusal((current) => ({ message, serial: (current?.serial ?? 0) + 1 }));
  }

  const upload = trpc.settings.setLogo.useMutation({
    onSuccess: async () => {
      // Emptied, so choosing the same file again (after removing it) uploads it again.
      if (inputRef.current) inputRef.current.value = '';
      await saved();
      outcome.success('Logo saved.');
    },
    onError: (failure) => {
      const message = fieldErrorsOf(failure).base64;
      if (message) refuse(message);
      else outcome.failure(messageOf(failure, 'Could not save the logo. Please try again.'));
    },
  });
  const remove = trpc.settings.removeLogo.useMutation({
    onSuccess: async () => {
      await saved();
      outcome.success('Logo removed.');
    },
    onError: (failure) => outcome.failure(messageOf(failure, 'Could not remove the logo. Please try again.')),
  });

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    outcome.clear();
    setRefusal(null);
    if (!file) return;
    setReading(true);
    const read = await readLogo(file);
    setReading(false);
    if (read.ok) upload.mutate({ base64: read.base64 });
    else refuse(read.message);
  }

  const saving = reading || upload.isPending;
  return (
    <div className="logo-field">
      <div className="logo-preview">
        {logoUrl ? <img src={logoUrl} alt="Current logo" /> : <p className="muted">No logo yet.</p>}
      </div>
      <div className="logo-controls">
        <div aria-live="polite">
          <Field
            ref={inputRef}
            label="Logo"
            type="file"
            accept={LOGO_ACCEPT}
            hint="PNG, JPEG or SVG, at most 512 KB. It is saved as soon as you choose it."
            error={refusal?.message}
            onChange={choose}
          />
        </div>
        {saving && <Loading label="Saving the logo..." />}
        {logoUrl && (
          <div>
            <Button
              variant="secondary"
              pending={remove.isPending}
              disabled={saving}
              onClick={() => {
                outcome.clear();
                setRefusal(null);
                remove.mutate();
              }}
            >
              Remove logo
            </Button>
          </div>
        )}
        <ActionMessageView action={outcome} />
      </div>
    </div>
  );
}
