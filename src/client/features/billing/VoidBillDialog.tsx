// "Void" an open bill nobody has paid anything on; the reason is required and kept with the bill.
import type { FormEvent } from 'react';
import { voidBillInput } from '../../../shared/billing.schemas.js';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { Field } from '../../components/Field.js';
import { DialogCancel, FormDialog } from '../../components/FormDialog.js';
import type { RowDialogControl } from '../../components/useRowDialogs.js';
import { formLevelError } from '../../lib/errors.js';
import { useForm } from '../../lib/forms.js';
import { useGymFormat } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';
import { useOncePerIntent } from '../../lib/useOncePerIntent.js';
import type { AdminBill } from './types.js';

interface VoidBillDialogProps {
  bill: AdminBill;
  onVoided: () => void;
}

/** Opened from the bill's row menu ("Void bill…"). */
export function VoidBillDialog({ bill, onVoided, ...control }: VoidBillDialogProps & RowDialogControl) {
  const format = useGymFormat();
  return (
    <FormDialog
      {...control}
      title={`Void ${bill.description} for ${bill.memberName}?`}
      description={`${bill.memberName} will no longer owe ${format.money(bill.amountCents)} for ${bill.description}. A void bill cannot be reopened.`}
    >
      {(close) => (
        <VoidBillForm
          bill={bill}
          onVoided={() => {
            close(true);
            onVoided();
          }}
        />
      )}
    </FormDialog>
  );
}

function VoidBillForm({ bill, onVoided }: VoidBillDialogProps) {
  const utils = trpc.useUtils();
  const form = useForm(voidBillInput, { reason: '' });
  const voidBill = useOncePerIntent(
    trpc.bills.void.useMutation({
      onSuccess: async () => {
        onVoided();
        await Promise.all([utils.bills.invalidate(), utils.reports.invalidate()]);
      },
      onError: (error) => form.showServerErrors(error),
    }),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    voidBill.reset();
    const input = form.validate({ billId: bill.id });
    if (input) voidBill.mutate(input);
  }

  const formError = formLevelError(voidBill.error, 'Could not void the bill. Please try again.');
  return (
    <form ref={form.ref} onSubmit={submit} noValidate aria-label="Void bill">
      {formError && <Alert tone="error">{formError}</Alert>}
      <Field label="Reason" autoComplete="off" maxLength={200} required {...form.field('reason')} />
      <div className="dialog-actions">
        <DialogCancel disabled={voidBill.isPending} />
        <Button type="submit" variant="danger" pending={voidBill.isPending}>
          Void bill
        </Button>
      </div>
    </form>
  );
}
