// /user: the account's details and the record search, with Logout beside the heading.
import { Button } from '../../components/Button.js';
import { RecordSearch } from '../records/RecordSearch.js';
import { useSignOut } from '../session/useSession.js';
import { UserDetails } from './UserDetails.js';

export default function UserDashboard() {
  const { signOut, isPending } = useSignOut();
  return (
    <main className="container page dashboard">
      <div className="dashboard-header">
        <h1>User Dashboard</h1>
        <Button variant="secondary" pending={isPending} onClick={signOut}>
          Logout
        </Button>
      </div>
      <div className="dashboard-grid">
        <UserDetails />
        <RecordSearch />
      </div>
    </main>
  );
}
