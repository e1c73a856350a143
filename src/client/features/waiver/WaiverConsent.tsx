// The waiver as sign-up and "Add member" show it when the gym has one: its text (scrollable) with its
// version, "I have read and accept the waiver" and "Type your full name". The same rule as the
// server's (waiverRefusal) is checked before anything is sent.
import './waiver.css';
import { useId, useState } from 'react';
import { type Waiver, waiverRefusal } from '../../../shared/waiver.schemas.js';
import { Field } from '../../components/Field.js';
import { fieldErrorsOf } from '../../lib/errors.js';
import { paragraphsOf } from '../../lib/paragraphs.js';
import { trpc } from '../../lib/trpc.js';

/** `level`: the heading's, one below the page's or dialog's own (h1 on a page, h2 in a dialog). */
export function WaiverText({ waiver, level = 3 }: { waiver: Pick<Waiver, 'text' | 'version'>; level?: 2 | 3 }) {
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="waiver-text">
      <Heading id={headingId} className="waiver-text-heading">
        Waiver (version {waiver.version})
      </Heading>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
      <section className="waiver-text-body" tabIndex={0} aria-labelledby={headingId}>
        {paragraphsOf(waiver.text).map((paragraph, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of a fixed text, never reordered
          <p key={i}>{paragraph}</p>
        ))}
      </section>
    </div>
  );
}

export interface WaiverConsentState {
  /** The gym's waiver, or null when it has none (or while it loads). */
  waiver: Pick<Waiver, 'text' | 'version'> | null;
  /** What to send with the form: nothing when there is no waiver. */
  fields(): { waiverAccepted?: boolean; waiverName?: string };
  /** The field and message when the consent is missing or the name does not match `name`. */
  refusal(name: string): Record<string, string> | null;
  accepted: boolean;
  setAccepted(accepted: boolean): void;
  typedName: string;
  setTypedName(name: string): void;
  /**
   * After a refused submit: when the server asked for the waiver that this form does not show (the gym
   * added one while the page was open), load it so its fields appear with the server's message.
   */
  afterRefusal(error: unknown): void;
}

export function useWaiverConsent(): WaiverConsentState {
  const current = trpc.waiver.current.useQuery();
  const waiver = current.data ?? null;
  const [accepted, setAccepted] = useState(false);
  const [typedName, setTypedName] = useState('');
  return {
    waiver,
    fields: () => (waiver ? { waiverAccepted: accepted, waiverName: typedName } : {}),
    refusal(name) {
      if (!waiver) return null;
      const refused = waiverRefusal(waiver, { name, waiverAccepted: accepted, waiverName: typedName });
      return refused ? { [refused.field]: refused.message } : null;
    },
    accepted,
    setAccepted,
    typedName,
    setTypedName,
    afterRefusal(error) {
      const fields = Object.keys(fieldErrorsOf(error));
      if (fields.includes('waiverAccepted') || fields.includes('waiverName')) void current.refetch();
    },
  };
}

export function WaiverConsent({
  consent,
  errors,
  level,
}: {
  consent: WaiverConsentState;
  level?: 2 | 3;
  /** The form's messages; a field's own goes once it is changed, until the next submit's. */
  errors: Record<string, string | undefined>;
}) {
  const checkboxId = useId();
  const errorId = useId();
  const [edited, setEdited] = useState<{ from: object; fields: string[] }>({ from: errors, fields: [] });
  const editedNow = edited.from === errors ? edited.fields : [];
  const onEdit = (field: string) => setEdited({ from: errors, fields: [...editedNow, field] });
  if (!consent.waiver) return null;
  const acceptError = editedNow.includes('waiverAccepted') ? undefined : errors.waiverAccepted;
  const nameError = editedNow.includes('waiverName') ? undefined : errors.waiverName;
  return (
    <fieldset className="waiver-consent">
      <legend>Waiver</legend>
      <WaiverText waiver={consent.waiver} level={level} />
      <div className="waiver-accept">
        <input
          id={checkboxId}
          type="checkbox"
          name="waiverAccepted"
          checked={consent.accepted}
          aria-invalid={acceptError ? true : undefined}
          aria-describedby={acceptError ? errorId : undefined}
          onChange={(event) => {
            consent.setAccepted(event.target.checked);
            onEdit('waiverAccepted');
          }}
        />
        <label htmlFor={checkboxId}>I have read and accept the waiver</label>
      </div>
      {acceptError && (
        <p className="field-error" id={errorId}>
          {acceptError}
        </p>
      )}
      <Field
        label="Type your full name"
        name="waiverName"
        autoComplete="off"
        maxLength={100}
        value={consent.typedName}
        error={nameError}
        onChange={(event) => {
          consent.setTypedName(event.target.value);
          onEdit('waiverName');
        }}
      />
    </fieldset>
  );
}
