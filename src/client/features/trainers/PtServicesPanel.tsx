// Admin › Trainers › Services: the PT services members book, with their length, price and no-show
// fee. Add and edit in a dialog; archive and restore from each row's menu, archive after a confirmation.
import { AlertDialog, DropdownMenu } from 'radix-ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import { SERVICE_MINUTES_MAX, SERVICE_MINUTES_MIN } from '../../../shared/trainers.schemas.js';
import { ActionMessageView } from '../../components/ActionMessageView.js';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { Field } from '../../components/Field.js';
import { DialogCancel, FormDialog } from '../../components/FormDialog.js';
import { LoadError } from '../../components/LoadError.js';
import { Loading } from '../../components/Loading.js';
import { fieldErrorsOf, formLevelError, messageOf } from '../../lib/errors.js';
import { useGymFormat } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';
import { useActionMessage } from '../../lib/useActionMessage.js';

type Service = {
  id: string;
  name: string;
  description: string;
  durationMinutes: number;
  priceCents: number;
  noShowFeeCents: number;
  archived: boolean;
};

export function PtServicesPanel() {
  const format = useGymFormat();
  const utils = trpc.useUtils();
  const services = trpc.ptServices.listAll.useQuery();
  const outcome = useActionMessage();
  const [archiving, setArchiving] = useState<Service | null>(null);
  const archive = trpc.ptServices.archive.useMutation({
    onSuccess: async (s) => {
      outcome.success(`Archived ${s.name}.`);
      setArchiving(null);
      await utils.ptServices.invalidate();
    },
    onError: (error) => outcome.failure(messageOf(error, 'Could not archive the service.')),
  });
  const restore = trpc.ptServices.restore.useMutation({
    onSuccess: async (s) => {
      outcome.success(`Restored ${s.name}.`);
      await utils.ptServices.invalidate();
    },
    onError: (error) => outcome.failure(messageOf(error, 'Could not restore the service.')),
  });

  let list: ReactNode;
  if (services.isPending) list = <Loading label="Loading services..." />;
  else if (services.isError) {
    list = (
      <LoadError
        error={services.error}
        fallback="Could not load the services."
        retry={() => services.refetch()}
        retrying={services.isFetching}
      />
    );
  } else if (services.data.length === 0) list = <p className="muted">No services yet: add what members can book.</p>;
  else {
    list = (
      <ul className="plain-list" aria-label="PT services">
        {services.data.map((service) => (
          <li key={service.id} className="item-row">
            <div>
              <strong>{service.name}</strong>
              {service.archived && <span className="muted"> (archived)</span>}
              <div className="muted">
                {format.countOf(service.durationMinutes, 'minute')} · {format.money(service.priceCents)}
                {service.noShowFeeCents > 0 ? ` · no-show fee ${format.money(service.noShowFeeCents)}` : ''}
              </div>
            </div>
            <ServiceDialog service={service} onSaved={(name) => outcome.success(`Saved ${name}.`)} />
            <DropdownMenu.Root>
              <DropdownMenu.Trigger asChild>
                <Button variant="ghost" aria-label={`More for ${service.name}`}>
                  More
                </Button>
              </DropdownMenu.Trigger>
              <DropdownMenu.Portal>
                <DropdownMenu.Content className="menu" align="end">
                  {service.archived ? (
                    <DropdownMenu.Item onSelect={() => restore.mutate({ serviceId: service.id })}>
                      Restore
                    </DropdownMenu.Item>
                  ) : (
                    <DropdownMenu.Item onSelect={() => setArchiving(service)}>Archive…</DropdownMenu.Item>
                  )}
                </DropdownMenu.Content>
              </DropdownMenu.Portal>
            </DropdownMenu.Root>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <ActionMessageView action={outcome} />
      <ServiceDialog onSaved={(name) => outcome.success(`Added ${name}.`)} />
      {list}
      <AlertDialog.Root open={archiving !== null} onOpenChange={(open) => !open && setArchiving(null)}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="dialog-overlay" />
          <AlertDialog.Content className="dialog">
            <AlertDialog.Title>Archive {archiving?.name}?</AlertDialog.Title>
            <AlertDialog.Description>
              Members can no longer book it. Appointments already booked keep it; you can restore it later.
            </AlertDialog.Description>
            <div className="dialog-actions">
              <AlertDialog.Cancel asChild>
                <Button variant="secondary">Cancel</Button>
              </AlertDialog.Cancel>
              <Button
                variant="danger"
                pending={archive.isPending}
                onClick={() => archiving && archive.mutate({ serviceId: archiving.id })}
              >
                Archive
              </Button>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </>
  );
}

function ServiceDialog({ service, onSaved }: { service?: Service; onSaved: (name: string) => void }) {
  return (
    <FormDialog
      triggerLabel={service ? `Edit ${service.name}` : 'Add service'}
      title={service ? `Edit ${service.name}` : 'Add service'}
      description="What a member books: its length on the 15-minute grid and its price."
    >
      {(close) => (
        <ServiceForm
          service={service}
          onSaved={(name) => {
            close(true);
            onSaved(name);
          }}
        />
      )}
    </FormDialog>
  );
}

function ServiceForm({ service, onSaved }: { service?: Service; onSaved: (name: string) => void }) {
  const format = useGymFormat();
  const utils = trpc.useUtils();
  const [name, setName] = useState(service?.name ?? '');
  const [description, setDescription] = useState(service?.description ?? '');
  const [minutes, setMinutes] = useState(String(service?.durationMinutes ?? 60));
  const [price, setPrice] = useState(service ? format.amountText(service.priceCents) : '');
  const [fee, setFee] = useState(
    service && service.noShowFeeCents > 0 ? format.amountText(service.noShowFeeCents) : '',
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const callbacks = {
    onSuccess: async (saved: { name: string }) => {
      await utils.ptServices.invalidate();
      onSaved(saved.name);
    },
    onError: (error: unknown) => setErrors(fieldErrorsOf(error)),
  };
  const create = trpc.ptServices.create.useMutation(callbacks);
  const update = trpc.ptServices.update.useMutation(callbacks);
  const pending = create.isPending || update.isPending;
  const error = create.error ?? update.error;

  function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    const canonical = (text: string) => {
      const minor = format.parseAmount(text);
      return minor === null ? text : format.canonicalAmount(minor);
    };
    const input = {
      name,
      description,
      durationMinutes: Number(minutes),
      price: canonical(price),
      noShowFee: fee.trim() === '' ? '' : canonical(fee),
    };
    if (service) update.mutate({ serviceId: service.id, ...input });
    else create.mutate(input);
  }

  const formError = formLevelError(error, 'Could not save the service. Please try again.');
  return (
    <form onSubmit={submit} noValidate aria-label={service ? `Edit ${service.name}` : 'Add service'}>
      {formError && Object.keys(errors).length === 0 && <Alert tone="error">{formError}</Alert>}
      <Field label="Name" required value={name} error={errors.name} onChange={(e) => setName(e.target.value)} />
      <Field
        label="Description"
        value={description}
        error={errors.description}
        onChange={(e) => setDescription(e.target.value)}
      />
      <Field
        label="Length in minutes"
        type="number"
        inputMode="numeric"
        min={SERVICE_MINUTES_MIN}
        max={SERVICE_MINUTES_MAX}
        step={15}
        required
        value={minutes}
        error={errors.durationMinutes}
        onChange={(e) => setMinutes(e.target.value)}
      />
      <Field
        label="Price"
        inputMode="decimal"
        required
        hint={`In ${format.currency}, e.g. ${format.amountText(6000)}`}
        value={price}
        error={errors.price}
        onChange={(e) => setPrice(e.target.value)}
      />
      <Field
        label="No-show fee"
        inputMode="decimal"
        hint="Billed when the trainer marks a no-show. Blank: none."
        value={fee}
        error={errors.noShowFee}
        onChange={(e) => setFee(e.target.value)}
      />
      <div className="dialog-actions">
        <DialogCancel disabled={pending} />
        <Button type="submit" pending={pending}>
          Save
        </Button>
      </div>
    </form>
  );
}
