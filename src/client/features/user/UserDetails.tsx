// The signed-in account's details. Admins have no membership type, shown as a dash.
import { useId } from 'react';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { Loading } from '../../components/Loading.js';
import { useGymFormat } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';

const NOT_SET = '—';

export function UserDetails() {
  const headingId = useId();
  const format = useGymFormat();
  const profile = trpc.profile.me.useQuery();

  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>User Details</h2>
      {profile.isPending ? (
        <Loading />
      ) : profile.isError && !profile.data ? (
        <>
          <Alert tone="error">Failed to load your details. Please try again later.</Alert>
          <Button variant="secondary" pending={profile.isFetching} onClick={() => profile.refetch()}>
            Try again
          </Button>
        </>
      ) : (
        <dl className="details">
          <dt>Name</dt>
          <dd>{profile.data.name}</dd>
          <dt>Email</dt>
          <dd>{profile.data.email}</dd>
          <dt>Membership Type</dt>
          <dd>{profile.data.membershipType ?? NOT_SET}</dd>
          <dt>Join Date</dt>
          <dd>
            {profile.data.joinDate ? (
              <time dateTime={profile.data.joinDate}>{format.date(profile.data.joinDate)}</time>
            ) : (
              NOT_SET
            )}
          </dd>
        </dl>
      )}
    </section>
  );
}
