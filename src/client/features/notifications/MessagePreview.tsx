// "Preview": who a message reaches now (the real count, and how many by email) and how one of them
// will read it, with merge fields filled in. Sending comes only from here; above CONFIRM_ABOVE people
// it asks once more, naming the number.
import { useEffect, useId, useRef } from 'react';
import { CONFIRM_ABOVE } from '../../../shared/notifications.schemas.js';
import { Button } from '../../components/Button.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { useGymFormat } from '../../lib/gym.js';

export interface PreviewAnswer {
  recipients: number;
  withEmail: number;
  example: { name: string; subject: string; message: string } | null;
}

interface MessagePreviewProps {
  preview: PreviewAnswer;
  /** Whether the message is also mailed (the count by email is said only then). */
  byEmail: boolean;
  sending: boolean;
  onSend: () => Promise<unknown>;
}

export function MessagePreview({ preview, byEmail, sending, onSend }: MessagePreviewProps) {
  const titleId = useId();
  const format = useGymFormat();
  const ref = useRef<HTMLElement>(null);
  // A keyboard or screen-reader user lands on the preview they asked for.
  useEffect(() => ref.current?.focus(), []);
  const people = format.countOf(preview.recipients, 'member');
  const reach =
    byEmail && preview.recipients > 0
      ? `Goes to ${people}, ${format.count(preview.withEmail)} of them also by email.`
      : `Goes to ${people}.`;
  const sendLabel = preview.recipients > 1 ? `Send to ${people}` : 'Send Notification';

  return (
    <section ref={ref} tabIndex={-1} className="message-preview" aria-labelledby={titleId}>
      <h3 id={titleId}>Preview</h3>
      {preview.recipients === 0 || !preview.example ? (
        <p>No members in this group.</p>
      ) : (
        <>
          <p>{reach}</p>
          <p className="muted">As {preview.example.name} will read it:</p>
          <div className="preview-message">
            {preview.example.subject && <strong>{preview.example.subject}</strong>}
            <p>{preview.example.message}</p>
          </div>
          {preview.recipients > CONFIRM_ABOVE ? (
            <ConfirmDialog
              triggerLabel={sendLabel}
              title={`Send to ${people}?`}
              description={`Everyone in this group gets it now${byEmail ? `, ${format.count(preview.withEmail)} of them by email` : ''}. A message cannot be taken back.`}
              confirmLabel={sendLabel}
              onConfirm={onSend}
            />
          ) : (
            <Button pending={sending} onClick={() => void onSend().catch(() => {})}>
              {sendLabel}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
