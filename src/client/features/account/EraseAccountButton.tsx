// "Erase personal data" (administrators): a member's "Close my account" carried out, after a confirm.
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { messageOf } from '../../lib/errors.js';
import { trpc } from '../../lib/trpc.js';
import type { useActionMessage } from '../../lib/useActionMessage.js';

export function EraseAccountButton({
  userId,
  name,
  action,
}: {
  userId: string;
  name: string;
  action: ReturnType<typeof useActionMessage>;
}) {
  const utils = trpc.useUtils();
  const erase = trpc.account.erase.useMutation({
    onSuccess: async (done) => {
      await Promise.all([utils.account.invalidate(), utils.memberPage.invalidate(), utils.members.invalidate()]);
      action.success(`Personal data erased. The account is now ${done.formerName}.`);
    },
    onError: (error) => action.failure(messageOf(error, 'Could not erase the personal data. Please try again.')),
  });
  return (
    <ConfirmDialog
      triggerLabel="Erase personal data"
      triggerAriaLabel={`Erase personal data of ${name}`}
      title={`Erase ${name}'s personal data?`}
      description={
        'Their name, email, phone, emergency contact, sign-in, saved card, notifications, notes, messages and ' +
        'waiver signatures are erased for good, and their membership is cancelled. Bills, payments, refunds, ' +
        'check-ins and bookings are kept under "Former member" and a number. This cannot be undone.'
      }
      confirmLabel="Erase personal data"
      onConfirm={() => erase.mutateAsync({ userId })}
    />
  );
}
