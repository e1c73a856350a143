// A trainer's weekly hours (on the 15-minute grid, never overlapping) and days off ahead.
import { useState } from 'react';
import { WEEKDAY_NAMES, weekdayName } from '../../../shared/trainers.schemas.js';
import { ActionMessageView } from '../../components/ActionMessageView.js';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { Field } from '../../components/Field.js';
import { LoadError } from '../../components/LoadError.js';
import { Loading } from '../../components/Loading.js';
import { SelectField } from '../../components/SelectField.js';
import { fieldErrorsOf, messageOf } from '../../lib/errors.js';
import { useGymFormat } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';
import { useActionMessage } from '../../lib/useActionMessage.js';

export function AvailabilityPanel({ trainerId }: { trainerId?: string }) {
  const format = useGymFormat();
  const utils = trpc.useUtils();
  const availability = trpc.availability.get.useQuery({ trainerId });
  const outcome = useActionMessage();
  const [weekday, setWeekday] = useState('1');
  const [start, setStart] = useState('09:00');
  const [end, setEnd] = useState('12:00');
  const [windowErrors, setWindowErrors] = useState<Record<string, string>>({});
  const [day, setDay] = useState('');
  const [note, setNote] = useState('');
  const [dayErrors, setDayErrors] = useState<Record<string, string>>({});
  const refresh = () => utils.availability.get.invalidate();
  const onError = (set: (e: Record<string, string>) => void, fallback: string) => (error: unknown) => {
    const fields = fieldErrorsOf(error);
    set(fields);
    if (Object.keys(fields).length === 0) outcome.failure(messageOf(error, fallback));
  };
  const addWindow = trpc.availability.addWindow.useMutation({
    onSuccess: async (w) => {
      outcome.success(`Added ${weekdayName(w.weekday)} ${w.startTime}–${w.endTime}.`);
      await refresh();
    },
    onError: onError(setWindowErrors, 'Could not add the window. Please try again.'),
  });
  const removeWindow = trpc.availability.removeWindow.useMutation({
    onSuccess: async () => {
      outcome.success('Window removed.');
      await refresh();
    },
    onError: (error) => outcome.failure(messageOf(error, 'Could not remove the window.')),
  });
  const addTimeOff = trpc.availability.addTimeOff.useMutation({
    onSuccess: async (d) => {
      outcome.success(`Added a day off on ${format.date(d.day)}.`);
      setDay('');
      setNote('');
      await refresh();
    },
    onError: onError(setDayErrors, 'Could not add the day off. Please try again.'),
  });
  const removeTimeOff = trpc.availability.removeTimeOff.useMutation({
    onSuccess: async () => {
      outcome.success('Day off removed.');
      await refresh();
    },
    onError: (error) => outcome.failure(messageOf(error, 'Could not remove the day off.')),
  });

  if (availability.isPending) return <Loading label="Loading availability..." />;
  if (availability.isError) {
    return (
      <LoadError
        error={availability.error}
        fallback="Could not load the availability."
        retry={() => availability.refetch()}
        retrying={availability.isFetching}
      />
    );
  }
  const { windows, timeOff, today } = availability.data;
  return (
    <>
      <ActionMessageView action={outcome} />
      <h4>Weekly hours</h4>
      {windows.length === 0 ? (
        <p className="muted">No weekly hours yet: members cannot book this trainer.</p>
      ) : (
        <ul className="plain-list" aria-label="Weekly hours">
          {windows.map((w) => (
            <li key={w.id}>
              {weekdayName(w.weekday)} {w.startTime}–{w.endTime}{' '}
              <Button
                variant="secondary"
                aria-label={`Remove ${weekdayName(w.weekday)} ${w.startTime}–${w.endTime}`}
                onClick={() => removeWindow.mutate({ windowId: w.id })}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        aria-label="Add weekly hours"
        noValidate
        className="form-row"
        onSubmit={(event) => {
          event.preventDefault();
          outcome.clear();
          setWindowErrors({});
          addWindow.mutate({ trainerId, weekday: Number(weekday), start, end });
        }}
      >
        <SelectField label="Day" value={weekday} onChange={(event) => setWeekday(event.target.value)}>
          {WEEKDAY_NAMES.map((name, index) => (
            <option key={name} value={String(index + 1)}>
              {name}
            </option>
          ))}
        </SelectField>
        <Field
          label="From"
          type="time"
          step={900}
          value={start}
          error={windowErrors.start}
          onChange={(event) => setStart(event.target.value)}
        />
        <Field
          label="To"
          type="time"
          step={900}
          value={end}
          error={windowErrors.end}
          onChange={(event) => setEnd(event.target.value)}
        />
        <div>
          <Button type="submit" pending={addWindow.isPending}>
            Add hours
          </Button>
        </div>
      </form>
      <h4>Days off</h4>
      {timeOff.length === 0 ? (
        <p className="muted">No days off ahead.</p>
      ) : (
        <ul className="plain-list" aria-label="Days off">
          {timeOff.map((d) => (
            <li key={d.id}>
              {format.date(d.day)}
              {d.note ? ` · ${d.note}` : ''}{' '}
              <Button
                variant="secondary"
                aria-label={`Remove day off ${format.date(d.day)}`}
                onClick={() => removeTimeOff.mutate({ timeOffId: d.id })}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        aria-label="Add a day off"
        noValidate
        className="form-row"
        onSubmit={(event) => {
          event.preventDefault();
          outcome.clear();
          setDayErrors({});
          addTimeOff.mutate({ trainerId, day, note });
        }}
      >
        <Field
          label="Day"
          type="date"
          min={today}
          value={day}
          error={dayErrors.day}
          onChange={(event) => setDay(event.target.value)}
        />
        <Field label="Note" value={note} error={dayErrors.note} onChange={(event) => setNote(event.target.value)} />
        <div>
          <Button type="submit" pending={addTimeOff.isPending}>
            Add day off
          </Button>
        </div>
      </form>
      {windows.length === 0 && timeOff.length === 0 && <Alert tone="info">Add weekly hours so members can book.</Alert>}
    </>
  );
}
