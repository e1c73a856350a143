// "Book a client" on the PT calendar: the desk books a member into the shown trainer's free time, a
// trainer into their own. Member (found by name, email or member code), service, a free time, and how
// it is paid: a session of the member's PT pack or a bill of the service's price. The server decides
// what is allowed (a running membership, a pack with sessions left, a time still free) and its
// refusal is shown in the form, which keeps what was chosen. One idempotency key per choice, so a
// double-click or a resend books once.
import { useEffect, useState } from 'react';
import { newIdempotencyKey } from '../../../shared/idempotency.js';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { DialogCancel, FormDialog } from '../../components/FormDialog.js';
import { Loading } from '../../components/Loading.js';
import { fieldErrorsOf, formLevelError, messageOf } from '../../lib/errors.js';
import { useGymFormat } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';
import { MemberPicker, type PickedMember } from '../members/MemberPicker.js';
import { useMay } from '../session/useMay.js';
import { FreeTimes, PayOption, type PayWith, ServiceSelect } from './BookingFields.js';

interface BookClientDialogProps {
  /** The desk: the trainer whose week is shown. A trainer: left out (their own calendar). */
  trainerId?: string;
  trainerName: string;
  /** After a booking, with what to say: "Booked Ana Ruiz: …". */
  onBooked: (message: string) => void;
}

export function BookClientDialog({ trainerId, trainerName, onBooked }: BookClientDialogProps) {
  return (
    <FormDialog
      triggerLabel="Book a client"
      triggerVariant="primary"
      title={`Book a client with ${trainerName}`}
      description="Choose the member, the service and a free time, then how it is paid."
    >
      {(close) => (
        <BookClientForm
          trainerId={trainerId}
          onBooked={(message) => {
            close(true);
            onBooked(message);
          }}
        />
      )}
    </FormDialog>
  );
}

interface Missing {
  memberId?: string;
  serviceId?: string;
  start?: string;
  payWith?: string;
}

function BookClientForm({ trainerId, onBooked }: Omit<BookClientDialogProps, 'trainerName'>) {
  const format = useGymFormat();
  const may = useMay();
  const utils = trpc.useUtils();
  const [member, setMember] = useState<PickedMember | null>(null);
  const [serviceId, setServiceId] = useState('');
  const [day, setDay] = useState<string | null>(null);
  const [start, setStart] = useState<string | null>(null);
  const [payWith, setPayWith] = useState<PayWith | null>(null);
  const [missing, setMissing] = useState<Missing>({});
  const [key, setKey] = useState(newIdempotencyKey);
  const services = trpc.ptServices.list.useQuery();
  const slots = trpc.ptAppointments.freeSlots.useQuery(
    { serviceId, ...(trainerId ? { trainerId } : {}) },
    { enabled: serviceId !== '' },
  );
  const service = services.data?.find((s) => s.id === serviceId);
  const book = trpc.ptAppointments.bookFor.useMutation({
    onSuccess: (booked) =>
      onBooked(
        `Booked ${member?.name ?? 'the member'}: ${service?.name ?? 'personal training'} on ${format.dayTime(booked.startsAt)}.`,
      ),
    onSettled: () =>
      Promise.all([utils.ptAppointments.calendar.invalidate(), utils.ptAppointments.freeSlots.invalidate()]),
  });
  // A new choice is a new request: its own key (the same choice sent again keeps its key).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key follows the choices, not its own value
  useEffect(() => setKey(newIdempotencyKey()), [member?.id, serviceId, start, payWith]);

  const serverErrors = book.isError ? fieldErrorsOf(book.error) : {};
  const formError = book.isError ? formLevelError(book.error, 'Could not book. Please try again.') : null;

  function submit() {
    const gaps: Missing = {
      memberId: member ? undefined : 'Choose a member.',
      serviceId: service ? undefined : 'Choose a service.',
      start: start || !service ? undefined : 'Choose a free time.',
      payWith: payWith || !service ? undefined : 'Choose how it is paid.',
    };
    setMissing(gaps);
    if (!member || !service || !start || !payWith) return;
    book.mutate({
      serviceId,
      ...(trainerId ? { trainerId } : {}),
      memberId: member.id,
      startsAt: start,
      payWith,
      idempotencyKey: key,
    });
  }

  return (
    <form
      noValidate
      className="pt-book-client"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {formError && <Alert tone="error">{formError}</Alert>}
      <MemberPicker
        source={may('members.list') ? 'memberList' : 'coaching'}
        value={member}
        onChange={setMember}
        error={missing.memberId ?? serverErrors.memberId}
        required
      />
      {services.isPending ? (
        <Loading label="Loading services..." />
      ) : services.isError ? (
        <Alert tone="error">{messageOf(services.error, 'Could not load the services.')}</Alert>
      ) : services.data.length === 0 ? (
        <p className="empty">No personal-training services yet. Management adds them under Trainers › Services.</p>
      ) : (
        <ServiceSelect
          services={services.data}
          value={serviceId}
          error={!service ? (missing.serviceId ?? serverErrors.serviceId) : undefined}
          onChange={(next) => {
            setServiceId(next);
            setDay(null);
            setStart(null);
          }}
        />
      )}
      {service && (
        <FreeTimes
          slots={slots}
          empty="No free times in the next two weeks."
          day={day}
          start={start}
          onDay={setDay}
          onStart={setStart}
        />
      )}
      {missing.start && !start && <p className="field-error">{missing.start}</p>}
      {service && (
        <fieldset className="pt-pay">
          <legend>How it is paid</legend>
          <PayOption group="book-client-pay" value="pack" chosen={payWith} onChoose={setPayWith}>
            A session of the member's PT pack
          </PayOption>
          <PayOption group="book-client-pay" value="bill" chosen={payWith} onChoose={setPayWith}>
            {service.priceCents === 0
              ? 'Free of charge'
              : `A bill of ${format.money(service.priceCents)} to the member`}
          </PayOption>
          {missing.payWith && !payWith && <p className="field-error">{missing.payWith}</p>}
        </fieldset>
      )}
      <div className="form-actions">
        <DialogCancel disabled={book.isPending} />
        <Button type="submit" pending={book.isPending}>
          {start ? `Book ${format.dayTime(start)}` : 'Book'}
        </Button>
      </div>
    </form>
  );
}
