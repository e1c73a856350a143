// "Pause my membership": From and Until (the gym's days), the member's requests with their status,
// and "Withdraw" while nobody has decided one.
import '../pauses/pauses.css';
import { type FormEvent, useId } from 'react';
import { addDays } from '../../../shared/calendar.js';
import { PAUSE_MAX_DAYS, PAUSE_STATUS_LABELS, pauseRequestInput } from '../../../shared/pauses.schemas.js';
import { ActionMessageView } from '../../components/ActionMessageView.js';
import { Badge } from '../../components/Badge.js';
import { Button } from '../../components/Button.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { Field } from '../../components/Field.js';
import { LoadError } from '../../components/LoadError.js';
import { Loading } from '../../components/Loading.js';
import { messageOf } from '../../lib/errors.js';
import { useForm } from '../../lib/forms.js';
import { useGymFormat, useGymToday } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';
import { useActionMessage } from '../../lib/useActionMessage.js';
import { showSaveError } from '../settings/saveOutcome.js';
import { PAUSE_TONES, pauseDates } from './pause-text.js';

export function PauseRequestCard() {
  const headingId = useId();
  const format = useGymFormat();
  const today = useGymToday();
  const outcome = useActionMessage();
  const utils = trpc.useUtils();
  const mine = trpc.pauses.mine.useQuery();
  const form = useForm(pauseRequestInput, { startsOn: '', endsOn: '' });
  const refresh = () => Promise.all([utils.pauses.mine.invalidate(), utils.memberHome.get.invalidate()]);
  const request = trpc.pauses.request.useMutation({
    onSuccess: async (answer, sent) => {
      form.reset();
      await refresh();
      const dates = pauseDates(format, sent);
      outcome.success(
        answer.status === 'approved'
          ? `Your pause ${dates} is approved.`
          : `Pause requested ${dates}. We will tell you when it is decided.`,
      );
    },
    onError: (error) => showSaveError(error, form, outcome, 'Could not send your request. Please try again.'),
  });
  const withdraw = trpc.pauses.withdraw.useMutation({
    onSuccess: async () => {
      await refresh();
      outcome.success('Pause request withdrawn.');
    },
    onError: (error) => outcome.failure(messageOf(error, 'Could not withdraw the request. Please try again.')),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    outcome.clear();
    request.reset();
    const input = form.validate();
    if (input) request.mutate(input);
  }

  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>Pause my membership</h2>
      <p className="muted">{`Ask to pause for up to ${PAUSE_MAX_DAYS} days. No bills and no check-ins or bookings while paused.`}</p>
      {mine.isPending ? (
        <Loading label="Loading your pause requests..." />
      ) : mine.isError ? (
        <LoadError
          error={mine.error}
          fallback="Could not load your pause requests."
          retry={() => void mine.refetch()}
          retrying={mine.isFetching}
        />
      ) : mine.data.items.length > 0 ? (
        <ul className="list pause-list" aria-label="My pause requests">
          {mine.data.items.map((item) => (
            <li key={item.id} className="pause-item">
              <span>{pauseDates(format, item)}</span>
              <Badge tone={PAUSE_TONES[item.status]}>{PAUSE_STATUS_LABELS[item.status]}</Badge>
              {item.status === 'pending' && (
                <ConfirmDialog
                  triggerLabel="Withdraw"
                  triggerAriaLabel={`Withdraw the pause ${pauseDates(format, item)}`}
                  title="Withdraw this pause request?"
                  description={`Your request to pause ${pauseDates(format, item)} will be withdrawn.`}
                  confirmLabel="Withdraw"
                  onConfirm={() => withdraw.mutateAsync({ requestId: item.id })}
                />
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <form ref={form.ref} onSubmit={submit} noValidate aria-labelledby={headingId} className="profile-form">
        <div className="form-row">
          <Field label="From" type="date" min={today} required {...form.field('startsOn')} />
          <Field
            label="Until"
            type="date"
            min={form.values.startsOn || today}
            max={addDays(form.values.startsOn || today, PAUSE_MAX_DAYS - 1)}
            required
            {...form.field('endsOn')}
          />
        </div>
        <ActionMessageView action={outcome} />
        <div>
          <Button type="submit" pending={request.isPending}>
            Pause my membership
          </Button>
        </div>
      </form>
    </section>
  );
}
