// "My profile" (/member/profile): the member's own details, then what they may do with their account.
import { AccountSections } from '../account/AccountSections.js';
import { ProfileSections } from './ProfileSections.js';

export default function ProfilePage() {
  return (
    <main className="container page profile-page">
      <h1>My profile</h1>
      <ProfileSections />
      <AccountSections />
    </main>
  );
}
