// Send Notification: a message to one member or a group ("All active members", a plan's members,
// "Members with overdue bills"), optionally also by email with a subject; merge fields fill in each
// person's first name, balance and plan. "Preview" shows the real count and the message as one of
// them reads it; only then can it be sent (above 10 people, after one more confirmation). Below it,
// what has been sent.
import './notifications.css';
import { type FormEvent, useId, useState } from 'react';
import { LIMITS } from '../../../shared/fields.js';
import type { GymFormat } from '../../../shared/format.js';
import {
  type NotificationAudience,
  previewNotificationInput,
  SUBJECT_MAX,
} from '../../../shared/notifications.schemas.js';
import { ActionMessageView } from '../../components/ActionMessageView.js';
import { Button } from '../../components/Button.js';
import { CheckboxField, Field } from '../../components/Field.js';
import { fieldErrorsOf, messageOf } from '../../lib/errors.js';
import { useForm } from '../../lib/forms.js';
import { useGymFormat } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';
import { useActionMessage } from '../../lib/useActionMessage.js';
import { useMemberPicker } from '../members/useMemberPicker.js';
import { AudienceChoice } from './AudienceChoice.js';
import { MessageField } from './MessageField.js';
import { MessagePreview, type PreviewAnswer } from './MessagePreview.js';
import { SentNotifications } from './SentNotifications.js';

const MERGE_HINT = 'Merge fields: {first_name}, {balance}, {plan} are filled in for each person.';

function sentTo(audience: NotificationAudience, memberName: string, recipients: number, format: GymFormat): string {
  if (audience === 'member') return `Notification sent to ${memberName}.`;
  return `Sent to ${format.countOf(recipients, 'member')}.`;
}

export function NotificationsSection() {
  const titleId = useId();
  const format = useGymFormat();
  const form = useForm(previewNotificationInput, { memberId: '', planId: '', subject: '', message: '' });
  const [audience, setAudience] = useState<NotificationAudience>('member');
  const [withEmail, setWithEmail] = useState(false);
  // The preview and the exact input it was made for: any change to the form makes it stale.
  const [preview, setPreview] = useState<{ key: string; answer: PreviewAnswer } | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const action = useActionMessage();
  const utils = trpc.useUtils();
  const send = trpc.notifications.send.useMutation();
  const members = useMemberPicker(form.field('memberId'));

  const extra = {
    audience,
    withEmail,
    memberId: audience === 'member' ? form.values.memberId : undefined,
    planId: audience === 'plan' ? form.values.planId : undefined,
  };
  const currentKey = JSON.stringify({ ...form.values, ...extra });
  const shown = preview?.key === currentKey ? preview.answer : null;

  function showFailure(error: unknown, fallback: string) {
    if (Object.keys(fieldErrorsOf(error)).length > 0) form.showServerErrors(error);
    else action.failure(messageOf(error, fallback));
  }

  async function showPreview(event: FormEvent) {
    event.preventDefault();
    action.clear();
    const input = form.validate(extra);
    if (!input) return;
    setPreviewing(true);
    try {
      const answer = await utils.notifications.preview.fetch(input, { staleTime: 0 });
      setPreview({ key: currentKey, answer });
    } catch (error) {
      setPreview(null);
      showFailure(error, 'Could not preview the notification. Please try again.');
    } finally {
      setPreviewing(false);
    }
  }

  function sendNow(confirmedRecipients: number): Promise<unknown> {
    const input = form.validate(extra);
    if (!input) return Promise.reject(new Error('invalid'));
    const name = members.memberName;
    return send.mutateAsync({ ...input, confirmedRecipients }).then(
      (sent) => {
        action.success(sentTo(audience, name, sent.recipients, format));
        form.reset();
        setWithEmail(false);
        setPreview(null);
        members.clear();
        void utils.notifications.listSent.invalidate();
      },
      (error: unknown) => {
        // A changed group (someone joined or left since the preview) needs a fresh preview.
        setPreview(null);
        showFailure(error, 'Could not send the notification. Please try again.');
        throw error;
      },
    );
  }

  return (
    <>
      <section className="card" aria-labelledby={titleId}>
        <div className="section-header">
          <h2 id={titleId}>Send Notification</h2>
        </div>
        <ActionMessageView action={action} />
        <form ref={form.ref} onSubmit={showPreview} noValidate aria-labelledby={titleId}>
          <AudienceChoice
            audience={audience}
            onAudienceChange={setAudience}
            memberPicker={members.picker}
            plan={form.field('planId')}
          />
          <Field
            label="Subject"
            maxLength={SUBJECT_MAX}
            required={withEmail}
            hint="Required when also sent by email."
            {...form.field('subject')}
          />
          <MessageField max={LIMITS.messageMax} hint={MERGE_HINT} {...form.field('message')} />
          <CheckboxField label="Also send by email" checked={withEmail} onCheckedChange={setWithEmail} />
          <Button type="submit" variant={shown ? 'secondary' : 'primary'} pending={previewing}>
            Preview
          </Button>
        </form>
        {shown && (
          <MessagePreview
            key={currentKey}
            preview={shown}
            byEmail={withEmail}
            sending={send.isPending}
            onSend={() => sendNow(shown.recipients)}
          />
        )}
      </section>
      <SentNotifications />
    </>
  );
}
