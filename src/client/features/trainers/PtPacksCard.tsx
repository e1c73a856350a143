// The member page's PT packs: sessions left and last day of each, with "Sell PT pack" for the desk.
// A PT pack is not a membership: selling one leaves the member's plan as it is.
import { type ReactNode, useState } from 'react';
import { describePlanPrice } from '../../../shared/plans.schemas.js';
import { describePtPack, sellPtPackInput } from '../../../shared/trainers.schemas.js';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { DialogCancel, FormDialog } from '../../components/FormDialog.js';
import { LoadError } from '../../components/LoadError.js';
import { Loading } from '../../components/Loading.js';
import { SelectField } from '../../components/SelectField.js';
import { formLevelError } from '../../lib/errors.js';
import { useForm } from '../../lib/forms.js';
import { useGymFormat } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';
import { useOncePerIntent } from '../../lib/useOncePerIntent.js';
import { PageCard } from '../members/page/PageCard.js';
import { TakePaymentFields } from '../members/TakePaymentFields.js';
import { soldText, useSaleForm } from '../members/useSaleForm.js';
import { useMay } from '../session/useMay.js';

export function PtPacksCard({ member }: { member: { id: string; name: string } }) {
  const format = useGymFormat();
  const may = useMay();
  const [sold, setSold] = useState<string | null>(null);
  const query = trpc.ptPacks.forMember.useQuery({ memberId: member.id });

  let body: ReactNode;
  if (query.isPending) body = <Loading label="Loading PT packs..." />;
  else if (query.isError) {
    body = (
      <LoadError
        error={query.error}
        fallback="Could not load the PT packs."
        retry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (query.data.length === 0) body = <p className="muted">No PT packs.</p>;
  else {
    body = (
      <ul className="plain-list">
        {query.data.map((pack) => (
          <li key={pack.id}>
            <strong>{pack.name}</strong>
            {': '}
            {pack.sessionsLeft === null
              ? 'unlimited sessions'
              : `${format.countOf(pack.sessionsLeft, 'session')} left of ${format.count(pack.sessionsTotal ?? 0)}`}
            {pack.expiresOn === null ? '' : `, until ${format.date(pack.expiresOn)}`}
            {!pack.usable && <span className="muted"> (not usable)</span>}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <PageCard title="PT packs">
      {sold && <Alert tone="success">{sold}</Alert>}
      {body}
      {may('ptPacks.sell') && <SellPtPackDialog member={member} onSold={setSold} />}
    </PageCard>
  );
}

export function SellPtPackDialog({
  member,
  onSold,
}: {
  member: { id: string; name: string };
  onSold: (text: string) => void;
}) {
  return (
    <FormDialog
      triggerLabel="Sell PT pack"
      title="Sell PT pack"
      description={`Personal-training sessions for ${member.name}, billed once. The membership stays as it is.`}
    >
      {(close) => (
        <SellPtPackForm
          member={member}
          onSold={(text) => {
            close(true);
            onSold(text);
          }}
        />
      )}
    </FormDialog>
  );
}

function SellPtPackForm({ member, onSold }: { member: { id: string; name: string }; onSold: (text: string) => void }) {
  const utils = trpc.useUtils();
  const format = useGymFormat();
  const plans = trpc.plans.list.useQuery();
  const packs = (plans.data ?? []).filter((plan) => plan.passUse === 'training' && !plan.archived);
  const form = useForm(sellPtPackInput, { memberId: member.id, planId: '' });
  const { payment, setPayment, submit } = useSaleForm(form);
  const sell = useOncePerIntent(
    trpc.ptPacks.sell.useMutation({
      onSuccess: async (sale) => {
        onSold(soldText(sale, member.name));
        await Promise.all([utils.ptPacks.invalidate(), utils.bills.invalidate(), utils.memberPage.invalidate()]);
      },
      onError: (error) => form.showServerErrors(error),
    }),
  );

  const formError = formLevelError(sell.error, 'Could not sell the PT pack. Please try again.');
  const none = plans.isSuccess && packs.length === 0;
  return (
    <form ref={form.ref} onSubmit={(event) => submit(event, sell)} noValidate aria-label="Sell PT pack">
      {formError && <Alert tone="error">{formError}</Alert>}
      {none && (
        <Alert tone="info">
          No PT packs are on sale. Add one in Plans (a pass that counts personal-training sessions).
        </Alert>
      )}
      <SelectField
        label="PT pack"
        required
        {...form.field('planId')}
        error={form.fieldErrors.planId ?? (plans.isError ? 'Could not load the PT packs.' : undefined)}
      >
        <option value="" disabled>
          {plans.isPending ? 'Loading PT packs...' : 'Choose a PT pack'}
        </option>
        {packs.map((plan) => (
          <option key={plan.id} value={plan.id}>
            {`${plan.name} (${describePlanPrice(plan, format.money)}, ${describePtPack(plan, format.countOf)})`}
          </option>
        ))}
      </SelectField>
      <TakePaymentFields value={payment} onChange={setPayment} />
      <div className="dialog-actions">
        <DialogCancel disabled={sell.isPending} />
        <Button type="submit" pending={sell.isPending} disabled={none}>
          Sell PT pack
        </Button>
      </div>
    </form>
  );
}
