// /desk/self-check-in: a shared tablet by the door, opened by the front desk and signed in as the desk.
// Members type their code, scan their card with a USB scanner (it types the code and Enter) or hold
// it up to the camera. The room can see the screen, so it greets by first name or says "Please see
// the front desk", never why; then it clears itself for the next person.
import './self-check-in.css';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import {
  SEE_DESK_TEXT,
  SELF_CHECK_IN_FIELD_LABEL,
  type SelfCheckInAnswer,
  selfCheckInInput,
  welcomeText,
} from '../../../../shared/self-check-in.schemas.js';
import { Button } from '../../../components/Button.js';
import { Field } from '../../../components/Field.js';
import { useGymSettingsLoaded } from '../../../lib/gym.js';
import { trpc } from '../../../lib/trpc.js';
import { ScanWithCamera } from '../camera/ScanWithCamera.js';

/** Long enough to read a greeting on the way past, short enough that the next person sees a blank screen. */
export const CLEAR_AFTER_MS = 5000;

type Shown = { serial: number; tone: 'welcome' | 'see_desk' | 'hint'; text: string };

export default function SelfCheckInPage() {
  const gym = useGymSettingsLoaded();
  const headingId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [shown, setShown] = useState<Shown | null>(null);

  // Each answer is new, even with the same words, and restarts the clock that clears it.
  const show = (tone: Shown['tone'], text: string) =>
    setShown((previous) => ({ serial: (previous?.serial ?? 0) + 1, tone, text }));
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), CLEAR_AFTER_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  const check = trpc.checkIns.selfCheckIn.useMutation({
    onSuccess: (answer: SelfCheckInAnswer) =>
      answer.outcome === 'welcome' ? show('welcome', welcomeText(answer.firstName)) : show('see_desk', SEE_DESK_TEXT),
    // Whatever went wrong, the member's next step is the same, and the room learns nothing.
    onError: () => show('see_desk', SEE_DESK_TEXT),
    onSettled: () => field.current?.focus(),
  });

  function checkIn(text: string) {
    const parsed = selfCheckInInput.safeParse({ code: text });
    if (!parsed.success) {
      show('hint', parsed.error.issues[0]?.message ?? '');
      field.current?.focus();
      return;
    }
    check.mutate(parsed.data);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    // Empty at once: a scanner may send the next code before this answer arrives.
    setCode('');
    checkIn(code);
  }

  return (
    <main className="self-check-in" aria-labelledby={headingId}>
      <p className="self-check-in-gym">
        {gym.logoUrl && <img src={gym.logoUrl} alt="" className="self-check-in-logo" height={48} />}
        {gym.name}
      </p>
      <h1 id={headingId}>Check in</h1>
      <p className="self-check-in-prompt">Type your member code, or scan the QR code on your card.</p>
      <form onSubmit={submit} noValidate aria-label="Check in" className="self-check-in-form">
        <Field
          ref={field}
          label={SELF_CHECK_IN_FIELD_LABEL}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoFocus
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="go"
        />
        {/* Never disabled while a check-in is on its way: Enter does not submit a form whose submit
            button is disabled, and a scanner sends the next code without waiting. */}
        <div className="self-check-in-actions">
          <Button type="submit" aria-busy={check.isPending || undefined}>
            Check in
          </Button>
          <ScanWithCamera
            onCode={checkIn}
            title="Scan your card"
            prompt="Hold the QR code on your card or phone up to the camera."
            returnFocusTo={field}
          />
        </div>
      </form>
      <div className="self-check-in-answer-region" aria-live="polite" aria-atomic="true">
        {shown && (
          <p
            key={shown.serial}
            className={`self-check-in-answer self-check-in-${shown.tone}`}
            data-testid="self-answer"
          >
            {shown.text}
          </p>
        )}
      </div>
    </main>
  );
}
