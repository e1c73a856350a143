// A trainer's public profile: bio, specialties, photo and whether the Services page shows them.
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { BIO_MAX, SPECIALTIES_MAX } from '../../../shared/trainers.schemas.js';
import { ActionMessageView } from '../../components/ActionMessageView.js';
import { Button } from '../../components/Button.js';
import { CheckboxField, Field, TextAreaField } from '../../components/Field.js';
import { LoadError } from '../../components/LoadError.js';
import { Loading } from '../../components/Loading.js';
import { fieldErrorsOf, messageOf } from '../../lib/errors.js';
import { trpc } from '../../lib/trpc.js';
import { useActionMessage } from '../../lib/useActionMessage.js';
import { readLogo } from '../settings/logoFile.js';

export function ProfilePanel({ trainerId }: { trainerId?: string }) {
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
