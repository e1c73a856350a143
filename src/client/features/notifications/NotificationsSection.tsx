// Send Notification: a message to one member or a group ("All active members", a plan's members,
// "Members with overdue bills"), optionally also by email; below it, what has been sent.
import './notifications.css';
import { type FormEvent, useId, useState } from 'react';
import { LIMITS } from '../../../shared/fields.js';
import type { GymFormat } from '../../../shared/format.js';
import { type NotificationAudience, sendNotificationInput } from '../../../shared/notifications.schemas.js';
import { ActionMessageView } from '../../components/ActionMessageView.js';
import { Button } from '../../components/Button.js';
import { fieldErrorsOf, messageOf } from '../../lib/errors.js';
import { useForm } from '../../lib/forms.js';
import { useGymFormat } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';
import { useActionMessage } from '../../lib/useActionMessage.js';
import { useMemberPicker } from '../members/useMemberPicker.js';
import { AudienceChoice } from './AudienceChoice.js';
import { MessageField } from './MessageField.js';
import { SentNotifications } from './SentNotifications.js';

function sentTo(audience: NotificationAudience, memberName: string, recipients: number, format: GymFormat): string {
  if (audience === 'member') return `Notification sent to ${memberName}.`;
  return `Sent to ${format.countOf(recipients, 'member')}.`;
}

export function NotificationsSection() {
  const titleId = useId();
  const emailId = useId();
  const format = useGymFormat();
  const form = useForm(sendNotificationInput, { memberId: '', planId: '', message: '' });
  const [audience, setAudience] = useState<NotificationAudience>('member');
  const [withEmail, setWithEmail] = useState(false);
  const action = useActionMessage();
  const utils = trpc.useUtils();
  const send = trpc.notifications.send.useMutation();
  const members = useMemberPicker(form.field('memberId'));

  function submit(event: FormEvent) {
    event.preventDefault();
    action.clear();
    const input = form.validate({
      audience,
      withEmail,
      memberId: audience === 'member' ? form.values.memberId : undefined,
      planId: audience === 'plan' ? form.values.planId : undefined,
    });
    if (!input) return;
    const name = members.memberName;
    send.mutate(input, {
      onSuccess: (sent) => {
        action.success(sentTo(audience, name, sent.recipients, format));
        form.reset();
        setWithEmail(false);
        members.clear();
        void utils.notifications.listSent.invalidate();
      },
      onError: (error) => {
        if (Object.keys(fieldErrorsOf(error)).length > 0) form.showServerErrors(error);
        else action.failure(messageOf(error, 'Could not send the notification. Please try again.'));
      },
    });
  }

  return (
    <>
      <section className="card" aria-labelledby={titleId}>
        <div className="section-header">
          <h2 id={titleId}>Send Notification</h2>
        </div>
        <ActionMessageView action={action} />
        <form ref={form.ref} onSubmit={submit} noValidate aria-labelledby={titleId}>
          <AudienceChoice
            audience={audience}
            onAudienceChange={setAudience}
            memberPicker={members.picker}
            plan={form.field('planId')}
          />
          <MessageField max={LIMITS.messageMax} {...form.field('message')} />
          <div className="checkbox-field">
            <input
              id={emailId}
              type="checkbox"
              checked={withEmail}
              onChange={(event) => setWithEmail(event.target.checked)}
            />
            <label htmlFor={emailId}>Also send by email</label>
          </div>
          <Button type="submit" pending={send.isPending}>
            Send Notification
          </Button>
        </form>
      </section>
      <SentNotifications />
    </>
  );
}
