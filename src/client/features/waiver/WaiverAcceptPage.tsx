// /member/waiver: a changed waiver is accepted here at the next sign-in (the Member Dashboard sends a
// member here while the current version is not accepted; booking refuses until then).
import './waiver.css';
import { type FormEvent, useId, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { WAIVER_MESSAGES } from '../../../shared/waiver.schemas.js';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { Field } from '../../components/Field.js';
import { LoadError } from '../../components/LoadError.js';
import { Loading } from '../../components/Loading.js';
import { fieldErrorsOf, formLevelError } from '../../lib/errors.js';
import { useGymFormat } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';
import { WaiverText } from './WaiverConsent.js';

export default function WaiverAcceptPage() {
  const mine = trpc.waiver.mine.useQuery();
  return (
    <main className="container page waiver-page">
      <h1>Waiver</h1>
      {mine.isPending ? (
        <Loading label="Loading the waiver..." />
      ) : mine.isError ? (
        <LoadError
          error={mine.error}
          fallback="Could not load the waiver."
          retry={() => void mine.refetch()}
          retrying={mine.isFetching}
        />
      ) : mine.data.pending && mine.data.waiver ? (
        <AcceptForm waiver={mine.data.waiver} />
      ) : (
        <Accepted accepted={mine.data.accepted} />
      )}
    </main>
  );
}

function Accepted({ accepted }: { accepted: { version: number; acceptedAt: string } | null }) {
  const format = useGymFormat();
  return (
    <>
      <p>
        {accepted
          ? `You accepted version ${accepted.version} of the waiver on ${format.date(accepted.acceptedAt)}.`
          : 'The gym has no waiver for you to accept.'}
      </p>
      <p>
        <Link href="/member">Back to Member Dashboard</Link>
      </p>
    </>
  );
}

function AcceptForm({ waiver }: { waiver: { text: string; version: number } }) {
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const checkboxId = useId();
  const checkboxErrorId = useId();
  const [accepted, setAccepted] = useState(false);
  const [typedName, setTypedName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const accept = trpc.waiver.accept.useMutation({
    onSuccess: async () => {
      await utils.waiver.mine.invalidate();
      navigate('/member', { replace: true });
    },
    onError: (error) => setErrors(fieldErrorsOf(error)),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    accept.reset();
    const found: Record<string, string> = {};
    if (!accepted) found.accepted = WAIVER_MESSAGES.mustAccept;
    if (typedName.trim() === '') found.typedName = WAIVER_MESSAGES.typeName;
    setErrors(found);
    if (Object.keys(found).length === 0) accept.mutate({ version: waiver.version, accepted, typedName });
  }

  const formError = formLevelError(accept.error, 'Could not record your acceptance. Please try again.');
  return (
    <form onSubmit={submit} noValidate aria-label="Accept the waiver">
      <p>The gym's waiver has changed. Please read it and accept it to keep booking classes.</p>
      {formError && <Alert tone="error">{formError}</Alert>}
      <WaiverText waiver={waiver} level={2} />
      <div className="waiver-accept">
        <input
          id={checkboxId}
          type="checkbox"
          checked={accepted}
          aria-invalid={errors.accepted ? true : undefined}
          aria-describedby={errors.accepted ? checkboxErrorId : undefined}
          onChange={(event) => setAccepted(event.target.checked)}
        />
        <label htmlFor={checkboxId}>I have read and accept the waiver</label>
      </div>
      {errors.accepted && (
        <p className="field-error" id={checkboxErrorId}>
          {errors.accepted}
        </p>
      )}
      <Field
        label="Type your full name"
        autoComplete="name"
        maxLength={100}
        value={typedName}
        error={errors.typedName}
        onChange={(event) => setTypedName(event.target.value)}
      />
      <Button type="submit" pending={accept.isPending}>
        Accept
      </Button>
    </form>
  );
}
