// /admin/pt-calendar: one trainer's week of personal-training appointments, a list per day (so it
// reads on a phone). A trainer sees their own; the desk and management choose a trainer. "Book a
// client" books a member into a free time of the week's trainer (BookClientDialog). Once an
// appointment has started it can be marked Attended or No-show; until it ends it can be cancelled,
// behind a confirmation that says what happens to the money.
import './appointments.css';
import { useState } from 'react';
import { addDays, dateInZone } from '../../../shared/calendar.js';
import { ActionMessageView } from '../../components/ActionMessageView.js';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { Loading } from '../../components/Loading.js';
import { SelectField } from '../../components/SelectField.js';
import { messageOf } from '../../lib/errors.js';
import { useGymFormat, useGymToday } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';
import { useActionMessage } from '../../lib/useActionMessage.js';
import { useMay } from '../session/useMay.js';
import { useSession } from '../session/useSession.js';
import { BookClientDialog } from './BookClientDialog.js';

const STATUS_TEXT = { booked: 'Booked', cancelled: 'Cancelled', attended: 'Attended', no_show: 'No-show' } as const;
const PAID_TEXT = {
  pack: 'a PT pack session (it goes back to the pack)',
  bill: 'a bill (voided if unpaid; a paid bill stays for a refund)',
  free: 'nothing (free)',
} as const;

export function PtCalendarSection() {
  const session = useSession();
  const isTrainer = session.user?.role === 'trainer';
  const format = useGymFormat();
  const today = useGymToday();
  const action = useActionMessage();
  const utils = trpc.useUtils();
  const [weekOf, setWeekOf] = useState(today);
  const [chosenTrainer, setChosenTrainer] = useState('');
  const trainers = trpc.trainers.list.useQuery(undefined, { enabled: !isTrainer });
  const trainerId = isTrainer ? undefined : chosenTrainer;
  const trainerName = isTrainer
    ? session.user?.name
    : trainers.data?.find((trainer) => trainer.trainerId === chosenTrainer)?.name;
  const may = useMay();
  const ready = isTrainer || chosenTrainer !== '';
  const week = trpc.ptAppointments.calendar.useQuery(
    { weekOf, ...(trainerId ? { trainerId } : {}) },
    { enabled: ready },
  );
  const refresh = () => utils.ptAppointments.calendar.invalidate();
  const mark = trpc.ptAppointments.mark.useMutation({
    onSuccess: (answer) =>
      action.success(
        answer.status === 'attended'
          ? 'Marked attended.'
          : answer.feeBillId
            ? 'Marked no-show; the no-show fee was billed.'
            : 'Marked no-show.',
      ),
    onError: (error) => action.failure(messageOf(error, 'Could not mark it. Please try again.')),
    onSettled: refresh,
  });
  const cancel = trpc.ptAppointments.cancel.useMutation({
    onSuccess: () => action.success('Appointment cancelled; the time is free again.'),
    onError: (error) => action.failure(messageOf(error, 'Could not cancel. Please try again.')),
    onSettled: refresh,
  });

  const weekStart = week.data?.weekStart ?? weekOf;
  const days = Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));

  return (
    <section className="card" aria-label="PT calendar">
      <h2>PT calendar</h2>
      <ActionMessageView action={action} />
      {!isTrainer && (
        <SelectField label="Trainer" value={chosenTrainer} onChange={(e) => setChosenTrainer(e.target.value)}>
          <option value="">Choose a trainer</option>
          {(trainers.data ?? []).map((t) => (
            <option key={t.trainerId} value={t.trainerId}>
              {t.name}
            </option>
          ))}
        </SelectField>
      )}
      {ready && trainerName && may('ptAppointments.bookFor') && (
        <div className="pt-book-client-action">
          <BookClientDialog
            trainerId={trainerId}
            trainerName={trainerName}
            onBooked={(message) => action.success(message)}
          />
        </div>
      )}
      <div className="pt-week-nav">
        <Button variant="secondary" onClick={() => setWeekOf(addDays(weekStart, -7))}>
          Previous week
        </Button>
        <strong>{`Week of ${format.date(weekStart)}`}</strong>
        <Button variant="secondary" onClick={() => setWeekOf(addDays(weekStart, 7))}>
          Next week
        </Button>
      </div>
      {!ready ? (
        <p className="empty">Choose a trainer to see their week.</p>
      ) : week.isPending ? (
        <Loading label="Loading the week..." />
      ) : week.isError ? (
        <Alert tone="error">{messageOf(week.error, 'Could not load the week.')}</Alert>
      ) : (
        days.map((day) => {
          const items = week.data.items.filter((item) => dateInZone(new Date(item.startsAt), format.timeZone) === day);
          return (
            <div key={day} className="pt-day">
              <h3>{format.weekdayDate(day)}</h3>
              {items.length === 0 ? (
                <p className="muted">No appointments.</p>
              ) : (
                <ul className="pt-list">
                  {items.map((item) => {
                    const label = `${item.serviceName} with ${item.memberName} at ${format.time(item.startsAt)}`;
                    return (
                      <li key={item.id} className="pt-item">
                        <div className="item-main">
                          <strong>{`${format.time(item.startsAt)} – ${format.time(item.endsAt)} · ${item.memberName}`}</strong>
                          <span className="muted">{`${item.serviceName} · ${STATUS_TEXT[item.status]}`}</span>
                        </div>
                        <div className="pt-actions">
                          {item.canMark && (
                            <>
                              <Button
                                variant={item.status === 'attended' ? 'primary' : 'secondary'}
                                aria-label={`Attended: ${label}`}
                                pending={mark.isPending && mark.variables?.appointmentId === item.id}
                                onClick={() => mark.mutate({ appointmentId: item.id, mark: 'attended' })}
                              >
                                Attended
                              </Button>
                              <Button
                                variant={item.status === 'no_show' ? 'primary' : 'secondary'}
                                aria-label={`No-show: ${label}`}
                                onClick={() => mark.mutate({ appointmentId: item.id, mark: 'no_show' })}
                              >
                                No-show
                              </Button>
                            </>
                          )}
                          {item.canCancel && (
                            <ConfirmDialog
                              triggerLabel="Cancel"
                              triggerAriaLabel={`Cancel ${label}`}
                              title="Cancel this appointment?"
                              description={`${label}. The time becomes free again, and it was paid with ${PAID_TEXT[item.paidWith]}. ${item.memberName} is not told automatically.`}
                              confirmLabel="Cancel appointment"
                              onConfirm={() =>
                                cancel.mutateAsync({ appointmentId: item.id, reason: 'Cancelled from the PT calendar' })
                              }
                            />
                          )}
                        </div>
                      </li>
                    );
                  })}
                </ul>
              )}
            </div>
          );
        })
      )}
    </section>
  );
}
