// "Collect <amount>" (the desk's refusal card) and "Collect balance" (the member page): the member's
// whole balance as one payment, on one receipt, applied to the oldest open bills first. The amount is
// the balance shown, not typed: the server refuses it if the balance has changed since, and says
// what it is now. Once per intent (useOncePerIntent): a retry after a lost answer collects nothing twice.

import type { inferRouterOutputs } from '@trpc/server';
import { type FormEvent, useEffect, useRef } from 'react';
import type { AppRouter } from '../../../server/trpc/router.js';
import { NOTE_MAX, PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '../../../shared/billing.schemas.js';
import { collectBalanceForm } from '../../../shared/collect.schemas.js';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { TextAreaField } from '../../components/Field.js';
import { DialogCancel, FormDialog } from '../../components/FormDialog.js';
import { SelectField } from '../../components/SelectField.js';
import { errorCodeOf, formLevelError } from '../../lib/errors.js';
import { useForm } from '../../lib/forms.js';
import { useGymFormat } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';
import { useOncePerIntent } from '../../lib/useOncePerIntent.js';

export type Collected = Extract<inferRouterOutputs<AppRouter>['payments']['collectBalance'], { ok: true }>;

interface CollectBalanceDialogProps {
  member: { id: string; name: string };
  /** The balance shown beside the button: what is collected. */
  balanceCents: number;
  /** How many open bills it pays. */
  billCount: number;
  /** The button's words; "Collect <amount>" unless given. */
  triggerLabel?: string;
  onCollected: (collected: Collected) => void;
}

export function CollectBalanceDialog({ triggerLabel, ...props }: CollectBalanceDialogProps) {
  const format = useGymFormat();
  const amount = format.money(props.balanceCents);
  const bills = props.billCount === 1 ? 'one open bill' : `${format.count(props.billCount)} open bills`;
  return (
    <FormDialog
      triggerLabel={triggerLabel ?? `Collect ${amount}`}
      triggerVariant="primary"
      title={`Collect ${amount}`}
      description={`${props.member.name} owes ${amount} on ${bills}. One payment pays them, the oldest first, on one receipt.`}
    >
      {(close) => (
        <CollectBalanceForm
          {...props}
          onCollected={(collected) => {
            close(true);
            props.onCollected(collected);
          }}
        />
      )}
    </FormDialog>
  );
}

function CollectBalanceForm({ member, balanceCents, onCollected }: CollectBalanceDialogProps) {
  const utils = trpc.useUtils();
  const format = useGymFormat();
  const form = useForm(collectBalanceForm, { method: 'cash', note: '' });
  // A refusal means the balance shown is out of date; it is read again once the dialog closes (not
  // before, or the button that holds this dialog could change under the message).
  const stale = useRef(false);
  useEffect(
    () => () => {
      if (stale.current) void utils.payments.balanceOf.invalidate();
    },
    [utils],
  );
  const collect = useOncePerIntent(
    trpc.payments.collectBalance.useMutation({
      onSuccess: async (collected) => {
        if (collected.ok) onCollected(collected);
        await Promise.all([
          utils.payments.invalidate(),
          utils.bills.invalidate(),
          utils.memberPage.invalidate(),
          utils.reports.invalidate(),
        ]);
      },
      onError: (error) => {
        if (errorCodeOf(error) === 'CONFLICT') stale.current = true;
        form.showServerErrors(error);
      },
    }),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    collect.reset();
    const input = form.validate();
    if (!input) return;
    const { note, method } = input;
    const amount = format.canonicalAmount(balanceCents);
    collect.mutate({ memberId: member.id, amount, method, ...(note ? { note } : {}) });
  }

  const formError = formLevelError(collect.error, 'Could not collect the balance. Please try again.');
  return (
    <form ref={form.ref} onSubmit={submit} noValidate aria-label={`Collect ${format.money(balanceCents)}`}>
      {formError && <Alert tone="error">{formError}</Alert>}
      <SelectField label="Method" required {...form.field('method')}>
        {PAYMENT_METHODS.map((method) => (
          <option key={method} value={method}>
            {PAYMENT_METHOD_LABELS[method]}
          </option>
        ))}
      </SelectField>
      <TextAreaField label="Note" maxLength={NOTE_MAX} rows={2} {...form.field('note')} />
      <div className="dialog-actions">
        <DialogCancel disabled={collect.isPending} />
        <Button type="submit" pending={collect.isPending}>
          {`Collect ${format.money(balanceCents)}`}
        </Button>
      </div>
    </form>
  );
}
