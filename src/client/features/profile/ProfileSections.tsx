// My profile's own sections: contact details and reminder mail, "Change email", and "Pause my
// membership". The account's other sections (AccountSections) follow them on the page.
import './profile.css';
import { Link } from 'wouter';
import { LoadError } from '../../components/LoadError.js';
import { Loading } from '../../components/Loading.js';
import { trpc } from '../../lib/trpc.js';
import { ChangeEmailForm } from './ChangeEmailForm.js';
import { PauseRequestCard } from './PauseRequestCard.js';
import { ProfileDetailsForm } from './ProfileDetailsForm.js';

export function ProfileSections() {
  const details = trpc.profile.details.useQuery();
  const back = (
    <p>
      <Link href="/member">Back to Member Dashboard</Link>
    </p>
  );
  if (details.isPending) {
    return (
      <>
        {back}
        <Loading label="Loading your profile..." />
      </>
    );
  }
  if (details.isError) {
    return (
      <>
        {back}
        <LoadError
          error={details.error}
          fallback="Could not load your profile."
          retry={() => void details.refetch()}
          retrying={details.isFetching}
        />
      </>
    );
  }
  return (
    <div className="profile-sections">
      {back}
      <ProfileDetailsForm details={details.data} />
      <ChangeEmailForm email={details.data.email} pendingEmail={details.data.pendingEmail} />
      <PauseRequestCard />
    </div>
  );
}
