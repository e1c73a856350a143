// /member/training: book personal training. Choose a service and a trainer, a day and a free time
// (big buttons, one column on a phone), then how to pay: a session of a PT pack or a bill of the
// service's price; confirm. Below, the member's upcoming appointments with Cancel while the gym's
// cancel window is open (the time it closes is shown).
import './appointments.css';
import { useState } from 'react';
import { Link } from 'wouter';
import { newIdempotencyKey } from '../../../shared/idempotency.js';
import { ActionMessageView } from '../../components/ActionMessageView.js';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { Loading } from '../../components/Loading.js';
import { SelectField } from '../../components/SelectField.js';
import { messageOf } from '../../lib/errors.js';
import { useGymFormat } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';
import { useActionMessage } from '../../lib/useActionMessage.js';
import { FreeTimes, PayOption, type PayWith, ServiceSelect } from './BookingFields.js';

export default function MemberTrainingPage() {
  const format = useGymFormat();
  const action = useActionMessage();
  const utils = trpc.useUtils();
  const services = trpc.ptServices.list.useQuery();
  const trainers = trpc.trainers.publicList.useQuery();
  const [serviceId, setServiceId] = useState('');
  const [trainerId, setTrainerId] = useState('');
  const [day, setDay] = useState<string | null>(null);
  const [start, setStart] = useState<string | null>(null);
  const [payWith, setPayWith] = useState<PayWith | null>(null);
  const [key, setKey] = useState(newIdempotencyKey);
  const chosen = serviceId !== '' && trainerId !== '';
  const slots = trpc.ptBooking.freeSlots.useQuery({ serviceId, trainerId }, { enabled: chosen });
  const mine = trpc.ptBooking.mine.useQuery({ when: 'upcoming', page: 1, pageSize: 20 });
  const service = services.data?.find((s) => s.id === serviceId);
  const packLeft = mine.data?.packSessionsLeft;
  const hasPack = packLeft === null || (packLeft ?? 0) > 0;

  const refresh = () => Promise.all([utils.ptBooking.mine.invalidate(), utils.ptBooking.freeSlots.invalidate()]);
  const book = trpc.ptBooking.book.useMutation({
    onSuccess: (booked) => {
      action.success(`Booked: ${service?.name ?? 'personal training'} on ${format.dayTime(booked.startsAt)}.`);
      setStart(null);
      setPayWith(null);
      setKey(newIdempotencyKey());
    },
    onError: (error) => action.failure(messageOf(error, 'Could not book. Please try again.')),
    onSettled: refresh,
  });
  const cancel = trpc.ptBooking.cancel.useMutation({
    onSuccess: (answer) =>
      action.success(
        answer.refund === 'session_returned'
          ? 'Appointment cancelled. The session is back on your PT pack.'
          : answer.refund === 'bill_voided'
            ? 'Appointment cancelled. Its bill was cancelled too.'
            : answer.refund === 'bill_stays_paid'
              ? 'Appointment cancelled. Its bill was already paid: ask the desk about a refund.'
              : 'Appointment cancelled.',
      ),
    onError: (error) => action.failure(messageOf(error, 'Could not cancel. Please try again.')),
    onSettled: refresh,
  });

  return (
    <main className="container page dashboard pt-page">
      <div className="dashboard-header">
        <h1>Personal training</h1>
        <Link href="/member">Back to Member Dashboard</Link>
      </div>
      <ActionMessageView action={action} />
      <section className="card" aria-label="Book personal training">
        <h2>Book a session</h2>
        {services.isPending || trainers.isPending ? (
          <Loading label="Loading trainers and services..." />
        ) : services.isError || trainers.isError ? (
          <Alert tone="error">Could not load the trainers and services. Please reload the page.</Alert>
        ) : (
          <div className="pt-choices">
            <ServiceSelect
              services={services.data}
              value={serviceId}
              onChange={(next) => {
                setServiceId(next);
                setStart(null);
              }}
            />
            <SelectField
              label="Trainer"
              value={trainerId}
              onChange={(e) => {
                setTrainerId(e.target.value);
                setStart(null);
                setDay(null);
              }}
            >
              <option value="">Choose a trainer</option>
              {trainers.data.map((t) => (
                <option key={t.trainerId} value={t.trainerId}>
                  {t.name}
                </option>
              ))}
            </SelectField>
          </div>
        )}
        {chosen && (
          <FreeTimes
            slots={slots}
            empty="No free times in the next two weeks. Try another trainer."
            day={day}
            start={start}
            onDay={setDay}
            onStart={setStart}
          />
        )}
        {start && service && (
          <fieldset className="pt-pay">
            <legend>How to pay</legend>
            <PayOption group="pay-with" value="pack" chosen={payWith} disabled={!hasPack} onChoose={setPayWith}>
              {packLeft === null
                ? 'Use a PT pack session'
                : `Use a PT pack session (${format.count(packLeft ?? 0)} left)`}
            </PayOption>
            <PayOption group="pay-with" value="bill" chosen={payWith} onChoose={setPayWith}>
              {service.priceCents === 0
                ? 'Free of charge'
                : `Pay ${format.money(service.priceCents)} (billed to your account)`}
            </PayOption>
            <Button
              className="btn-block"
              disabled={payWith === null}
              pending={book.isPending}
              onClick={() =>
                payWith && book.mutate({ serviceId, trainerId, startsAt: start, payWith, idempotencyKey: key })
              }
            >
              {`Book ${format.dayTime(start)}`}
            </Button>
          </fieldset>
        )}
      </section>
      <section className="card" aria-label="Your appointments">
        <h2>Your appointments</h2>
        {mine.isPending ? (
          <Loading label="Loading your appointments..." />
        ) : mine.isError ? (
          <Alert tone="error">{messageOf(mine.error, 'Could not load your appointments.')}</Alert>
        ) : mine.data.items.length === 0 ? (
          <p className="empty">No appointments booked.</p>
        ) : (
          <ul className="pt-list">
            {mine.data.items.map((item) => (
              <li key={item.id} className="pt-item">
                <div className="item-main">
                  <strong>{`${item.serviceName} with ${item.trainerName}`}</strong>
                  <span className="muted">
                    {`${format.dayTime(item.startsAt)} – ${format.time(item.endsAt)}`}
                    {item.status === 'cancelled' ? ' · Cancelled' : ''}
                  </span>
                  {item.status === 'booked' && (
                    <span className="muted">
                      {item.canCancel
                        ? `You can cancel until ${format.dayTime(item.cancelUntil)}.`
                        : 'Too late to cancel online — please call the gym.'}
                    </span>
                  )}
                </div>
                {item.canCancel && (
                  <Button
                    variant="secondary"
                    pending={cancel.isPending && cancel.variables?.appointmentId === item.id}
                    onClick={() => cancel.mutate({ appointmentId: item.id })}
                    aria-label={`Cancel ${item.serviceName} on ${format.dayTime(item.startsAt)}`}
                  >
                    Cancel
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
