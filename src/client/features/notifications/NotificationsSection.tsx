// Send Notification: a message to one member, shown among their latest notifications.
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { LIMITS } from '../../../shared/fields.js';
import { sendNotificationInput } from '../../../shared/notifications.schemas.js';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { fieldErrorsOf, messageOf } from '../../lib/errors.js';
import { useForm } from '../../lib/forms.js';
import { trpc } from '../../lib/trpc.js';
import { type MemberOption, MemberSelect } from '../members/MemberSelect.js';
import { MessageField } from './MessageField.js';

export function NotificationsSection() {
  const titleId = useId();
  const form = useForm(sendNotificationInput, { memberId: '', message: '' });
  const [member, setMember] = useState<MemberOption | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  // A new key remounts the member picker after sending, clearing its search text with the rest of the form.
  const [formKey, setFormKey] = useState(0);
  const send = trpc.notifications.send.useMutation({
    onError: (error) => form.showServerErrors(error),
  });
  const memberField = form.field('memberId');

  function submit(event: FormEvent) {
    event.preventDefault();
    setSuccess(null);
    send.reset();
    const input = form.validate();
    if (!input) return;
    const name = member?.name ?? 'the member';
    send.mutate(input, {
      onSuccess: () => {
        setSuccess(`Notification sent to ${name}.`);
        form.reset();
        setMember(null);
        setFormKey((key) => key + 1);
      },
    });
  }

  // Field-level problems show beside their fields; anything else (e.g. 'Member not found.') above the form.
  const showError = send.isError && Object.keys(fieldErrorsOf(send.error)).length === 0;

  return (
    <section className="card" aria-labelledby={titleId}>
      <div className="section-header">
        <h2 id={titleId}>Send Notification</h2>
      </div>
      {success && <Alert tone="success">{success}</Alert>}
      {showError && (
        <Alert tone="error">{messageOf(send.error, 'Could not send the notification. Please try again.')}</Alert>
      )}
      <form onSubmit={submit} noValidate aria-labelledby={titleId}>
        <MemberSelect
          key={formKey}
          value={memberField.value}
          error={memberField.error}
          onChange={(memberId, chosen) => {
            setMember(chosen);
            memberField.onChange({ target: { value: memberId } } as ChangeEvent<HTMLSelectElement>);
          }}
        />
        <MessageField max={LIMITS.messageMax} {...form.field('message')} />
        <Button type="submit" pending={send.isPending}>
          Send Notification
        </Button>
      </form>
    </section>
  );
}
