// "Cancel session": one session off, with an optional reason that goes into the message members get.
// Everyone booked or waiting is told and their bookings end, so the dialog says so before it happens.
import { Dialog } from 'radix-ui';
import type { FormEvent } from 'react';
import { cancelSessionInput } from '../../../../shared/classes.schemas.js';
import { Alert } from '../../../components/Alert.js';
import { Button } from '../../../components/Button.js';
import { Field } from '../../../components/Field.js';
import { FormDialog } from '../../../components/FormDialog.js';
import type { RowDialogControl } from '../../../components/useRowDialogs.js';
import { formLevelError } from '../../../lib/errors.js';
import { useForm } from '../../../lib/forms.js';
import { useGymFormat } from '../../../lib/gym.js';
import { trpc } from '../../../lib/trpc.js';
import { refreshSessions } from './refreshSessions.js';
import type { SessionListItem } from './types.js';

const REASON_MAX = 200;

interface CancelSessionDialogProps {
  session: SessionListItem;
  /** The session's time on the gym's clock, e.g. 'Tue, Nov 24, 6:00 PM–7:00 PM'. */
  when: string;
  /** How many booked or waiting members were told. */
  onCancelled: (told: number) => void;
}

/** Opened from the session's row menu ("Cancel session…"). */
export function CancelSessionDialog({
  session,
  when,
  onCancelled,
  ...control
}: CancelSessionDialogProps & RowDialogControl) {
  const format = useGymFormat();
  const told = `${format.countOf(session.bookedCount, 'booked member')}, ${format.count(session.waitlistCount)} on the waitlist`;
  return (
    <FormDialog
      {...control}
      title={`Cancel ${session.className} on ${when}?`}
      description={`Booked members and anyone on the waitlist will be notified and their bookings cancelled (now ${told}). This cannot be undone.`}
    >
      {(close) => (
        <CancelSessionForm
          session={session}
          when={when}
          onCancelled={(told) => {
            close(true);
            onCancelled(told);
          }}
        />
      )}
    </FormDialog>
  );
}

function CancelSessionForm({ session, onCancelled }: CancelSessionDialogProps) {
  const utils = trpc.useUtils();
  const form = useForm(cancelSessionInput, { reason: '' });
  const cancel = trpc.classes.cancelSession.useMutation({
    onSuccess: async (result) => {
      onCancelled(result.told);
      await Promise.all([refreshSessions(utils), utils.classes.roster.invalidate()]);
    },
    onError: (error) => form.showServerErrors(error),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    cancel.reset();
    const input = form.validate({ sessionId: session.id });
    if (input) cancel.mutate(input.reason ? input : { sessionId: input.sessionId });
  }

  const formError = formLevelError(cancel.error, 'Could not cancel the session. Please try again.');
  return (
    <form ref={form.ref} onSubmit={submit} noValidate aria-label="Cancel session">
      {formError && <Alert tone="error">{formError}</Alert>}
      <Field
        label="Reason"
        autoComplete="off"
        maxLength={REASON_MAX}
        hint="Optional. Members see it in the message, e.g. Trainer is ill."
        {...form.field('reason')}
      />
      <div className="dialog-actions">
        <Dialog.Close asChild>
          <Button variant="secondary" disabled={cancel.isPending}>
            Keep session
          </Button>
        </Dialog.Close>
        <Button type="submit" variant="danger" pending={cancel.isPending}>
          Cancel session
        </Button>
      </div>
    </form>
  );
}
