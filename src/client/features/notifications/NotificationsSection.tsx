// Send Notification: a message to one member, shown among their latest notifications.
import { type FormEvent, useId, useState } from 'react';
import { LIMITS } from '../../../shared/fields.js';
import { sendNotificationInput } from '../../../shared/notifications.schemas.js';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { formLevelError } from '../../lib/errors.js';
import { useForm } from '../../lib/forms.js';
import { trpc } from '../../lib/trpc.js';
import { useMemberPicker } from '../members/useMemberPicker.js';
import { MessageField } from './MessageField.js';

export function NotificationsSection() {
  const titleId = useId();
  const form = useForm(sendNotificationInput, { memberId: '', message: '' });
  const [success, setSuccess] = useState<string | null>(null);
  const send = trpc.notifications.send.useMutation({
    onError: (error) => form.showServerErrors(error),
  });
  const members = useMemberPicker(form.field('memberId'));

  function submit(event: FormEvent) {
    event.preventDefault();
    setSuccess(null);
    send.reset();
    const input = form.validate();
    if (!input) return;
    const name = members.memberName;
    send.mutate(input, {
      onSuccess: () => {
        setSuccess(`Notification sent to ${name}.`);
        form.reset();
        members.clear();
      },
    });
  }

  const formError = formLevelError(send.error, 'Could not send the notification. Please try again.');

  return (
    <section className="card" aria-labelledby={titleId}>
      <div className="section-header">
        <h2 id={titleId}>Send Notification</h2>
      </div>
      {success && <Alert tone="success">{success}</Alert>}
      {formError && <Alert tone="error">{formError}</Alert>}
      <form ref={form.ref} onSubmit={submit} noValidate aria-labelledby={titleId}>
        {members.picker}
        <MessageField max={LIMITS.messageMax} {...form.field('message')} />
        <Button type="submit" pending={send.isPending}>
          Send Notification
        </Button>
      </form>
    </section>
  );
}
