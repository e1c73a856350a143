// From the desk to the self check-in screen, for the tablet by the door (it opens on the device the
// desk is using; that device then stays signed in as the desk).
import { Link } from 'wouter';

export function SelfCheckInLink() {
  return (
    <p className="desk-self-check-in muted">
      {'Members can check themselves in on a tablet: '}
      <Link href="~/desk/self-check-in">Open the self check-in screen</Link>
    </p>
  );
}
