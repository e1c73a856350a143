// Admin › Trainers. A trainer sees "My profile" and "My availability"; management picks a trainer
// from the list (their profile and availability) and keeps the PT services in "Services".
import { type ChangeEvent, type FormEvent, type ReactNode, useId, useState } from 'react';
import { BIO_MAX, SPECIALTIES_MAX, WEEKDAY_NAMES, weekdayName } from '../../../shared/trainers.schemas.js';
import { ActionMessageView } from '../../components/ActionMessageView.js';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { CheckboxField, Field, TextAreaField } from '../../components/Field.js';
import { LoadError } from '../../components/LoadError.js';
import { Loading } from '../../components/Loading.js';
import { SelectField } from '../../components/SelectField.js';
import { fieldErrorsOf, messageOf } from '../../lib/errors.js';
import { useGymFormat } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';
import { useActionMessage } from '../../lib/useActionMessage.js';
import { useMay } from '../session/useMay.js';
import { readLogo } from '../settings/logoFile.js';
import { PtServicesPanel } from './PtServicesPanel.js';

export function TrainersSection() {
  const may = useMay();
  if (!may('trainers.list') || !may('ptServices.listAll')) {
    // A trainer: their own profile and availability.
    return (
      <section aria-labelledby="trainers-title">
        <h2 id="trainers-title">Trainers</h2>
        <TrainerPanels />
      </section>
    );
  }
  return <ManageTrainers />;
}

function ManageTrainers() {
  const [tab, setTab] = useState<'trainers' | 'services'>('trainers');
  const [trainerId, setTrainerId] = useState<string>('');
  const trainers = trpc.trainers.list.useQuery();
  return (
    <section aria-labelledby="trainers-title">
      <h2 id="trainers-title">Trainers</h2>
      <div role="tablist" aria-label="Trainers" className="tabs">
        <button type="button" role="tab" aria-selected={tab === 'trainers'} onClick={() => setTab('trainers')}>
          Trainers
        </button>
        <button type="button" role="tab" aria-selected={tab === 'services'} onClick={() => setTab('services')}>
          Services
        </button>
      </div>
      {tab === 'services' ? (
        <div role="tabpanel" aria-label="Services">
          <PtServicesPanel />
        </div>
      ) : (
        <div role="tabpanel" aria-label="Trainers">
          {trainers.isPending ? (
            <Loading label="Loading trainers..." />
          ) : trainers.isError ? (
            <LoadError
              error={trainers.error}
              fallback="Could not load the trainers."
              retry={() => trainers.refetch()}
              retrying={trainers.isFetching}
            />
          ) : trainers.data.length === 0 ? (
            <p className="muted">No trainers yet. Invite one in Staff with the role Trainer.</p>
          ) : (
            <>
              <SelectField label="Trainer" value={trainerId} onChange={(event) => setTrainerId(event.target.value)}>
                <option value="">Choose a trainer</option>
                {trainers.data.map((trainer) => (
                  <option key={trainer.trainerId} value={trainer.trainerId}>
                    {trainer.name}
                    {trainer.showOnWebsite ? '' : ' (not on website)'}
                  </option>
                ))}
              </SelectField>
              {trainerId && <TrainerPanels key={trainerId} trainerId={trainerId} />}
            </>
          )}
        </div>
      )}
    </section>
  );
}

function TrainerPanels({ trainerId }: { trainerId?: string }) {
  const mine = trainerId === undefined;
  return (
    <>
      <Card title={mine ? 'My profile' : 'Profile'}>
        <ProfilePanel trainerId={trainerId} />
      </Card>
      <Card title={mine ? 'My availability' : 'Availability'}>
        <AvailabilityPanel trainerId={trainerId} />
      </Card>
    </>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="card" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}

function ProfilePanel({ trainerId }: { trainerId?: string }) {
  const profile = trpc.trainers.profile.useQuery({ trainerId });
  if (profile.isPending) return <Loading label="Loading profile..." />;
  if (profile.isError) {
    return (
      <LoadError
        error={profile.error}
        fallback="Could not load the profile."
        retry={() => profile.refetch()}
        retrying={profile.isFetching}
      />
    );
  }
  return <ProfileForm trainerId={trainerId} profile={profile.data} />;
}

function ProfileForm({
  trainerId,
  profile,
}: {
  trainerId?: string;
  profile: { bio: string; specialties: string[]; showOnWebsite: boolean; photoUrl: string | null; name: string };
}) {
  const utils = trpc.useUtils();
  const [bio, setBio] = useState(profile.bio);
  const [specialties, setSpecialties] = useState(profile.specialties.join(', '));
  const [show, setShow] = useState(profile.showOnWebsite);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const outcome = useActionMessage();
  const save = trpc.trainers.updateProfile.useMutation({
    onSuccess: async () => {
      outcome.success('Profile saved.');
      await utils.trainers.invalidate();
    },
    onError: (error) => {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0)
        outcome.failure(messageOf(error, 'Could not save the profile. Please try again.'));
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    outcome.clear();
    setErrors({});
    const list = specialties
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '');
    save.mutate({ trainerId, bio, specialties: list, showOnWebsite: show });
  }

  return (
    <>
      <PhotoField trainerId={trainerId} photoUrl={profile.photoUrl} name={profile.name} />
      <form onSubmit={submit} noValidate aria-label="Profile" className="settings-form">
        <TextAreaField
          label="Bio"
          value={bio}
          maxLength={BIO_MAX}
          hint={`Shown on the public Services page. Up to ${BIO_MAX} characters.`}
          error={errors.bio}
          onChange={(event) => setBio(event.target.value)}
        />
        <Field
          label="Specialties"
          value={specialties}
          autoComplete="off"
          hint={`Short phrases separated by commas, up to ${SPECIALTIES_MAX}: "Strength, Mobility".`}
          error={errors.specialties ?? Object.entries(errors).find(([key]) => key.startsWith('specialties.'))?.[1]}
          onChange={(event) => setSpecialties(event.target.value)}
        />
        <CheckboxField
          label="Show on website"
          hint="List this trainer on the public Services page."
          checked={show}
          onCheckedChange={setShow}
        />
        <ActionMessageView action={outcome} />
        <div>
          <Button type="submit" pending={save.isPending}>
            Save profile
          </Button>
        </div>
      </form>
    </>
  );
}

function PhotoField({ trainerId, photoUrl, name }: { trainerId?: string; photoUrl: string | null; name: string }) {
  const utils = trpc.useUtils();
  const outcome = useActionMessage();
  const [error, setError] = useState<string | undefined>();
  const done = async (text: string) => {
    outcome.success(text);
    await utils.trainers.invalidate();
  };
  const failed = (e: unknown) => {
    const message = fieldErrorsOf(e).base64 ?? messageOf(e, 'Could not save the photo. Please try again.');
    setError(message);
  };
  const set = trpc.trainers.setPhoto.useMutation({ onSuccess: () => done('Photo saved.'), onError: failed });
  const remove = trpc.trainers.removePhoto.useMutation({ onSuccess: () => done('Photo removed.'), onError: failed });

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    setError(undefined);
    outcome.clear();
    if (!file) return;
    const read = await readLogo(file);
    if (!read.ok) {
      setError(read.message.replace('logo', 'photo'));
      return;
    }
    set.mutate({ trainerId, base64: read.base64 });
  }

  return (
    <div className="trainer-photo-field">
      {photoUrl ? (
        <img src={photoUrl} alt={name} width={96} height={96} className="trainer-photo" />
      ) : (
        <p className="muted">No photo.</p>
      )}
      <Field
        label="Photo"
        type="file"
        accept="image/png,image/jpeg,image/svg+xml"
        hint="PNG, JPEG or SVG, at most 512 KB. Saved as soon as it is chosen."
        error={error}
        onChange={choose}
        disabled={set.isPending}
      />
      {photoUrl && (
        <Button variant="secondary" pending={remove.isPending} onClick={() => remove.mutate({ trainerId })}>
          Remove photo
        </Button>
      )}
      <ActionMessageView action={outcome} />
    </div>
  );
}

function AvailabilityPanel({ trainerId }: { trainerId?: string }) {
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
